import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HASHED_FOLDERS, headerRules, headersFileProblems } from '@/build/headers-file';
import { htmlFiles } from '@/build/export-files';
import { routerDataFiles } from '@/build/next';
import { POLICY_META } from '@/build/page-html';

// The build's last steps (scripts/finish-pages.ts, scripts/write-headers.ts) on an export with 1,000
// more articles: copies of a real article as `next build` wrote it (in .next/, before the build
// finished it), under the addresses `npm run bench:scale` gives its generated articles. `_headers`
// must not grow with the pages; `npm run bench:scale` checks the same on real builds of that size.

const EXTRA_ARTICLES = 1000;
const tsx = path.join('node_modules', '.bin', 'tsx');

test(`with ${EXTRA_ARTICLES} more articles, every page is finished and _headers keeps its four rules within Cloudflare's limits`, () => {
  test.setTimeout(120_000);
  const built = path.join('.next', 'server', 'app');
  const article = fs.readFileSync(path.join(built, 'knowledge-centre', 'heat-pump-guide.html'), 'utf8');
  expect(article, 'the article as next build wrote it').toContain('self.__next_f');

  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-export-'));
  try {
    // The export's other files (feeds, pictures, the search index) as the build made them: the
    // finishing step checks that every link of the site's own reaches one of them or a page.
    fs.cpSync('out', out, { recursive: true, filter: (source) => !source.endsWith('.html') });
    for (const file of htmlFiles(built)) {
      const target = path.join(out, path.relative(built, file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(file, target);
    }
    // With the router data the export writes beside them, which the finishing step proves and removes.
    for (const { file, source } of routerDataFiles('.next', out)) {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.copyFileSync(source, path.join(out, file));
    }
    for (let index = 1; index <= EXTRA_ARTICLES; index++)
      fs.writeFileSync(path.join(out, 'knowledge-centre', `heat-pump-guide-scale-${index}.html`), article);

    execFileSync(tsx, ['scripts/finish-pages.ts', out, '.next'], { stdio: 'pipe' });
    execFileSync(tsx, ['scripts/write-headers.ts', out], { stdio: 'pipe' });

    const pages = htmlFiles(out);
    expect(pages.length).toBeGreaterThan(EXTRA_ARTICLES);
    const unfinished = pages.filter((file) => {
      const html = fs.readFileSync(file, 'utf8');
      // Every page has its policy and has lost Next's page data, island pages too.
      return !html.includes(POLICY_META) || html.includes('self.__next_f');
    });
    expect(unfinished).toEqual([]);
    const headers = fs.readFileSync(path.join(out, '_headers'), 'utf8');
    expect(headerRules(headers)).toEqual(['/*', ...HASHED_FOLDERS.map((folder) => `${folder}*`), '/admin/*']);
    expect(headersFileProblems(headers)).toEqual([]);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
