import fs from 'node:fs';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import matter from 'gray-matter';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '@/tests/unit/temp-dir';

const project = path.resolve(import.meta.dirname, '../..');
const ARTICLE = 'content/articles/government-grants-available.mdx';

/** A copy of the site's content with the grant's data file changed, loaded as a build would load it. */
async function renderWithGrant(change: (yaml: string) => string, restate?: (text: string) => string) {
  const root = tempDir('grant-');
  fs.cpSync(path.join(project, 'content'), path.join(root, 'content'), { recursive: true });
  const file = path.join(root, 'content/boiler-upgrade-scheme.yaml');
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  // As EDITING.md asks (and the content check insists), the pages' own sentences are changed too.
  if (restate) {
    for (const page of fs.readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })) {
      if (!page.endsWith('.mdx')) continue;
      const absolute = path.join(root, 'content', page);
      fs.writeFileSync(absolute, restate(fs.readFileSync(absolute, 'utf8')));
    }
  }
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  vi.resetModules();
  const { getMDXComponents } = await import('@/components/mdx');
  const { getGrantScheme } = await import('@/tools/shared/grant-scheme');
  const { checkGrant } = await import('./grant-check');
  const { content: body } = matter(fs.readFileSync(path.join(root, ARTICLE), 'utf8'));
  const { default: Content } = await evaluate(body, { ...runtime, remarkPlugins: [remarkGfm] });
  const html = renderToStaticMarkup(<Content components={getMDXComponents({ related: [] })} />);
  const answer = checkGrant(getGrantScheme(), { nation: 'england', epc: 'yes', hadGrant: 'no', quote: 12_000 });
  return { html, answer };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

// Each test imports the building blocks afresh (the content is a new copy) and compiles the guide's MDX:
// seconds of work on a busy two-core machine, past Vitest's default 5 s.
describe('the grants guide and the grant checker read the same data file', { timeout: 30_000 }, () => {
  it('states the grant as the file says, in the guide and in the checker', async () => {
    const { html, answer } = await renderWithGrant((yaml) => yaml);
    expect(html).toContain('Could you get a grant of up to £7,500?');
    expect(html).toContain('<strong>£4,500</strong>');
    expect(answer.status === 'likely' && answer.headline).toContain('up to £7,500');
  });

  it('changes both when the grant changes', async () => {
    const { html, answer } = await renderWithGrant(
      (yaml) =>
        yaml.replace('grant: 7500', 'grant: 6000').replace(/^nations:\n(?: {2}- .*\n)+/m, 'nations:\n  - England\n'),
      (text) => text.replaceAll('£7,500', '£6,000'),
    );
    expect(html).toContain('Could you get a grant of up to £6,000?');
    expect(html).toContain('up to £6,000 towards an air source heat pump');
    // The worked example: £12,000 less £6,000.
    expect(html).toContain('−£6,000');
    expect(html).toContain('<strong>£6,000</strong>');
    expect(html).toContain('Your home is in England.');
    expect(html).not.toContain('£7,500 towards');
    expect(answer.status === 'likely' && answer.headline).toContain('up to £6,000');
    expect(answer.status === 'likely' && answer.priceAfterGrant).toBe(6_000);
  });
});
