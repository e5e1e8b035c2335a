import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { rewriteAsEditorWrites } from '@/build/editor/round-trip';
import { createArticle, matchCategory, NewArticleError, slugFromTitle } from '@/lib/content/new-article';
import { tempDir } from './temp-dir';

const project = path.resolve(import.meta.dirname, '../..');

/** A copy of the valid base content to write articles into. */
function contentRoot(): string {
  const root = tempDir('new-article-');
  fs.cpSync(path.join(project, 'tests/fixtures/base'), root, { recursive: true });
  return root;
}

const input = {
  title: 'Why Does My Boiler Lose Pressure?',
  category: 'Boiler Advice',
  description:
    'What your boiler pressure should read (1–2 bar when cold), why it drops and how to repressurise it to 1.5 bar yourself, safely.',
};

function run(root: string, ...args: string[]) {
  // stdin is not a terminal here, as in CI: nothing can be asked.
  return spawnSync(path.join(project, 'node_modules/.bin/tsx'), ['scripts/new-article.ts', '--root', root, ...args], {
    cwd: project,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('new article', () => {
  it('makes the page address from the title', () => {
    expect(slugFromTitle('What is a Heat Pump?')).toBe('what-is-a-heat-pump');
    expect(slugFromTitle('Boilers & Heat Pumps: Which One?')).toBe('boilers-and-heat-pumps-which-one');
    expect(slugFromTitle('Don’t Ignore Your Boiler’s Pressure')).toBe('dont-ignore-your-boilers-pressure');
    expect(slugFromTitle('  Café Heating  ')).toBe('cafe-heating');
  });

  it('finds the category in any case or by a unique part, and suggests the closest one', () => {
    expect(matchCategory('heat pump advice')).toBe('Heat Pump Advice');
    expect(matchCategory('community')).toBe('Community');
    expect(matchCategory('energy')).toBe('Energy Efficiency');
    expect(() => matchCategory('Heat Pump Advise')).toThrow(
      '"Heat Pump Advise" is not a category: did you mean "Heat Pump Advice"? The categories are: Boiler Advice, Heat Pump Advice, Energy Efficiency, Industry Insights, Community.',
    );
  });

  it('writes a draft that passes the content check, shown only in the preview', () => {
    const root = contentRoot();
    const article = createArticle(root, input, '2025-11-03');
    expect(article).toEqual({
      slug: 'why-does-my-boiler-lose-pressure',
      file: 'content/articles/why-does-my-boiler-lose-pressure.mdx',
      route: '/knowledge-centre/why-does-my-boiler-lose-pressure',
      category: 'Boiler Advice',
      warnings: [],
    });
    const source = fs.readFileSync(path.join(root, article.file), 'utf8');
    expect(source).toMatch(
      /^---\ntitle: "Why Does My Boiler Lose Pressure\?"\ndescription: "What your boiler pressure .+"\nkeywords:\n {2}- "why does my boiler lose pressure"\n {2}- "boiler advice"\n {2}- "boiler Bromsgrove"\ncategory: Boiler Advice\ndatePublished: 2025-11-03\ndateModified: 2025-11-03\nrelated:\n {2}- \/boilers\ndraft: true\n---\n/,
    );
    expect(checkContent({ root }).faults).toEqual([]);
    expect(checkContent({ root }).articles.map((entry) => entry.slug)).not.toContain(article.slug);
    expect(checkContent({ root, includeDrafts: true }).articles.map((entry) => entry.slug)).toContain(article.slug);
  });

  it('warns about a title or description of a length search results cut or pad', () => {
    const root = contentRoot();
    const article = createArticle(
      root,
      {
        ...input,
        title: 'Everything You Wanted to Know About Boiler Pressure but Never Asked',
        description: 'Pressure.',
      },
      '2025-11-03',
    );
    expect(article.warnings).toEqual([
      'The title is 644 px wide in search results; search engines cut titles at about 600 px.',
      'The description is 9 characters; search results show 120 to 156.',
    ]);
  });

  it('refuses an address that exists, and leaves the existing file alone', () => {
    const root = contentRoot();
    const existing = path.join(root, 'content/articles/heat-pump-guide.mdx');
    const before = fs.readFileSync(existing, 'utf8');
    expect(() => createArticle(root, { ...input, title: 'Heat Pump Guide' })).toThrow(
      new NewArticleError(
        'An article with the address "heat-pump-guide" already exists (content/articles/heat-pump-guide.mdx). Choose a different title, or edit the existing article instead.',
      ),
    );
    expect(fs.readFileSync(existing, 'utf8')).toBe(before);
    expect(() => createArticle(root, { ...input, title: 'Community' })).toThrow(
      'An article with the address "community" already exists (a page of the site).',
    );
  });
});

// Each run starts tsx (a second or two): allow for a busy machine.
describe('npm run new:article', { timeout: 60_000 }, () => {
  it('works from flags alone, with no terminal to ask in', () => {
    const root = contentRoot();
    const result = run(root, '--title', input.title, '--category', 'boiler advice', '--description', input.description);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      '✔ Created content/articles/why-does-my-boiler-lose-pressure.mdx (category Boiler Advice), as a draft.',
    );
    expect(fs.existsSync(path.join(root, 'content/articles/why-does-my-boiler-lose-pressure.mdx'))).toBe(true);
    // Written as the web editor writes it: its first save there changes only what staff change.
    expect(rewriteAsEditorWrites(root, 'content/articles/why-does-my-boiler-lose-pressure.mdx')).toBe(false);

    const again = run(root, '--title', input.title, '--category', 'Boiler Advice', '--description', input.description);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      '✖ An article with the address "why-does-my-boiler-lose-pressure" already exists (content/articles/why-does-my-boiler-lose-pressure.mdx). Choose a different title, or edit the existing article instead.\n',
    );
  });

  it('says which flags are missing when there is no terminal to ask in', () => {
    const root = contentRoot();
    const result = run(root, '--title', input.title);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^✖ Missing --category, --description: there is no terminal to ask in, so give every value as a flag\.\n\nUsage: npm run new:article -- --title/,
    );
    expect(fs.readdirSync(path.join(root, 'content/articles'))).toEqual(['heat-pump-guide.mdx']);
  });

  it('suggests the closest category or option for a misspelt one', () => {
    const root = contentRoot();
    const category = run(
      root,
      '--title',
      input.title,
      '--category',
      'Boiler Advise',
      '--description',
      input.description,
    );
    expect(category.status).toBe(1);
    expect(category.stderr).toContain('"Boiler Advise" is not a category: did you mean "Boiler Advice"?');
    const option = run(root, '--titel', input.title);
    expect(option.status).toBe(1);
    expect(option.stderr).toMatch(/^✖ --titel is not an option we know: did you mean --title\?/);
    // "npm run new:article --title …" without the "--": npm keeps the flag, and only its value arrives.
    const bare = run(root, input.title);
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(
      /^✖ ".+" came without its --title, --category or --description: type -- after new:article, as in npm run new:article -- --title "…"/,
    );
  });
});
