import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { getMDXComponents, mdxPageContext } from '@/components/mdx';
import { findBlocks } from '@/editor/blocks/parse';
import { compileBody } from '@/editor/preview/compile';
import { checkContent } from '@/lib/content/check';
import { collections } from '@/lib/content/collections';
import { formatFault } from '@/lib/content/faults';
import type { DrawnPage } from './page-arbitrary';
import { TODAY } from './page-arbitrary';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const base = path.join(projectRoot, 'tests/fixtures/base');
// The project's own rules (.htmlvalidate.json), read once: looked up for each page, they took most of its time.
const validator = new HtmlValidate(
  new StaticConfigLoader(JSON.parse(fs.readFileSync(path.join(projectRoot, '.htmlvalidate.json'), 'utf8')) as object),
);
const FILE_NAME = 'drawn-page.mdx';

/** A copy of the base content the drawn pages are checked in, one at a time; remove it when done. */
export function contentCopy(): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-pages-'));
  fs.cpSync(base, root, { recursive: true });
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export interface Verdict {
  /** The content check accepted the page (no error). */
  accepted: boolean;
  /** What went wrong, in words: empty when every property holds. */
  failures: string[];
}

/** A drawn page checked as the content check, the build and the editor's parser see it, in a copy of the base content. */
export async function judgePage(page: DrawnPage, root: string): Promise<Verdict> {
  const file = `${collections[page.collection].dir}/${FILE_NAME}`;
  const written = path.join(root, file);
  for (const name of ['articles', 'services', 'legal'] as const) {
    fs.rmSync(path.join(root, collections[name].dir, FILE_NAME), { force: true });
  }
  fs.mkdirSync(path.dirname(written), { recursive: true });
  fs.writeFileSync(written, page.source);
  let checked;
  try {
    checked = checkContent({ root, today: new Date(`${TODAY}T12:00:00Z`), cached: true });
  } catch (error) {
    return {
      accepted: false,
      failures: [`the content check threw: ${error instanceof Error ? error.stack : String(error)}`],
    };
  }
  const errors = checked.faults.filter((fault) => fault.severity === 'error');
  // Every word about the page, a warning too, names its line; the base content has no error of its own.
  const failures = checked.faults
    .filter((fault) => (fault.file === file ? fault.line === undefined : fault.severity === 'error'))
    .map((fault) => `a fault without the page's line: ${formatFault(fault)}`);
  if (errors.length > 0) {
    // A tame page is drawn from what the check accepts: refused, the fault is a block the form accepted.
    if (page.tame && page.blocks.every((block) => block.formAccepts)) {
      failures.push(...errors.map((fault) => `refused, though every form accepts: ${formatFault(fault)}`));
    }
    return { accepted: false, failures };
  }
  const published = [...(await renderFailures(page, checked, file)), ...readBackFailures(page)];
  return { accepted: true, failures: [...failures, ...published] };
}

type Checked = ReturnType<typeof checkContent>;

async function renderFailures(page: DrawnPage, checked: Checked, file: string): Promise<string[]> {
  const entry = [...checked.articles, ...checked.services, ...checked.legal].find((found) => found.file === file);
  if (!entry) return []; // A draft: validated, never published.
  let html: string;
  try {
    const { Body } = await compileBody(page.source);
    html = renderToStaticMarkup(createElement(Body, { components: getMDXComponents(mdxPageContext(entry)) }));
  } catch (error) {
    return [`accepted, but does not render: ${error instanceof Error ? error.message : String(error)}`];
  }
  const title = entry.frontmatter.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const document = `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${html}</main></body></html>`;
  const report = validator.validateStringSync(document, 'drawn-page.html');
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `accepted, but html-validate: ${message.ruleId}: ${message.message} in ${html}`),
  );
}

/** Every block the editor's parser finds on its own lines has the settings it was written with. */
function readBackFailures(page: DrawnPage): string[] {
  const read = findBlocks(page.source.slice(page.bodyStart));
  return page.blocks.flatMap((block, at) => {
    const found = read.find((entry) => entry.from === page.blockStarts[at]);
    const back = found && JSON.stringify({ name: found.name, props: found.props, steps: found.steps });
    const sent = JSON.stringify({ name: block.name, props: block.props, steps: block.steps });
    return back === sent ? [] : [`block ${at + 1} read back as ${back ?? 'nothing'}, written as ${sent}`];
  });
}
