import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { ContentError } from '@/lib/content/faults';
import { loadContent, loadSite } from '@/lib/content/load';
import { tempDir } from './temp-dir';

const base = path.resolve(import.meta.dirname, '../fixtures/base');
const ARTICLE = 'content/articles/heat-pump-guide.mdx';

function copyOfBase(): string {
  const root = tempDir('content-load-');
  fs.cpSync(base, root, { recursive: true });
  return root;
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const absolute = path.join(root, file);
  fs.writeFileSync(absolute, change(fs.readFileSync(absolute, 'utf8')));
}

/** The message of the error a load throws, which must be a ContentError. */
function loadError(root: string): string {
  try {
    loadContent({ root });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message;
  }
  throw new Error('the load did not fail');
}

describe('the content loader', () => {
  it('loads the fixture tree: the data files, each page with what it shows, in the order of their files', () => {
    const content = loadContent({ root: base });
    expect(content.site.name).toBe('Wheelwright Heating');
    expect(content.grantScheme.grant).toBeGreaterThan(0);
    expect(content.testimonials.length).toBeGreaterThan(0);
    expect(content.articles.map(({ slug, route, file }) => ({ slug, route, file }))).toEqual([
      { slug: 'heat-pump-guide', route: '/knowledge-centre/heat-pump-guide', file: ARTICLE },
    ]);
    const [guide] = content.articles;
    expect(guide!.frontmatter).toMatchObject({
      title: 'What is a Heat Pump?',
      datePublished: '2025-10-01',
      draft: false,
    });
    expect(guide!.body.outline[0]).toEqual({ id: 'how-it-works', text: 'How it works' });
    expect(guide!.body.readingMinutes).toBe(1);
    expect(guide!.body.components.map((use) => use.name)).toContain('Callout');
    expect(content.services.map((page) => page.route)).toEqual(['/boilers']);
    expect(content.legal).toEqual([]);
    expect(loadSite(base)).toEqual(content.site);
  });

  it('gives the pages what the content check gives them', () => {
    const content = loadContent({ root: base });
    const checked = checkContent({ root: base });
    const shown = (entries: typeof content.articles | typeof checked.articles) =>
      entries.map(({ slug, route, frontmatter, picture, body: { outline, readingMinutes, components } }) => ({
        ...{ slug, route, frontmatter, picture },
        body: { outline, readingMinutes, components },
      }));
    expect(shown(content.articles)).toEqual(shown(checked.articles));
    expect(content.site).toEqual(checked.site);
    expect(content.grantScheme).toEqual(checked.grantScheme);
    expect(content.testimonials).toEqual(checked.testimonials);
  });

  it('throws on a wrong field, naming the file, its line and the field', () => {
    const root = copyOfBase();
    edit(root, ARTICLE, (text) => text.replace('datePublished: 2025-10-01', 'datePublished: 1st October'));
    expect(loadError(root)).toMatch(
      /content\/articles\/heat-pump-guide\.mdx:7: "datePublished" must be a date like 2025-10-01 .*found "1st October"/,
    );
  });

  it('throws on a missing field and on a misspelt one, pointing at the settings', () => {
    const root = copyOfBase();
    edit(root, ARTICLE, (text) => text.replace(/^category: .*\n/m, '').replace('draft: false', 'drafts: false'));
    const message = loadError(root);
    expect(message).toContain(`${ARTICLE}:1: "category" is missing`);
    expect(message).toContain(`${ARTICLE}:10: "drafts" is not a field we know: did you mean "draft"?`);
  });

  it('throws on a wrong field of a data file, naming the file, its line and the field', () => {
    const root = copyOfBase();
    edit(root, 'content/site.yaml', (text) => text.replace(/^url: .*$/m, 'url: not an address'));
    expect(loadError(root)).toMatch(/content\/site\.yaml:\d+: "url" .*found "not an address"/);
    expect(() => loadSite(root)).toThrow(/content\/site\.yaml:\d+: "url"/);
  });

  it("throws on a file that is not YAML, at the line to fix, in the content check's words", () => {
    const root = copyOfBase();
    edit(root, 'content/testimonials.yaml', (text) => `${text}\n  bad: indentation:\n`);
    expect(loadError(root)).toMatch(
      /content\/testimonials\.yaml:\d+: the file could not be read: a line is indented differently/,
    );
  });

  it('loads a draft only when drafts are published, and validates it either way', () => {
    const root = copyOfBase();
    const draft = fs.readFileSync(path.join(root, ARTICLE), 'utf8').replace('draft: false', 'draft: true');
    fs.writeFileSync(path.join(root, 'content/articles/a-draft.mdx'), draft.replace('What is a Heat Pump?', 'A Draft'));
    expect(loadContent({ root }).articles.map((article) => article.slug)).toEqual(['heat-pump-guide']);
    const preview = loadContent({ root, includeDrafts: true });
    expect(preview.articles.map((article) => article.slug)).toEqual(['a-draft', 'heat-pump-guide']);
    expect(preview.articles[0]!.frontmatter.draft).toBe(true);

    edit(root, 'content/articles/a-draft.mdx', (text) => text.replace(/^category: .*$/m, 'category: Nonsense'));
    expect(loadError(root)).toContain('content/articles/a-draft.mdx:6: "category" must be one of');
  });

  it('measures the photos the pages show, and refuses one that is not in public/', async () => {
    const root = copyOfBase();
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(root, 'public/images/top.jpg'), jpeg);
    fs.writeFileSync(path.join(root, 'public/images/in-text.jpg'), jpeg);
    edit(
      root,
      ARTICLE,
      (text) =>
        text.replace('draft: false\n', "draft: false\nimage:\n  src: /images/top.jpg\n  alt: 'A heat pump'\n") +
        '\n![A heat pump in a garden](/images/in-text.jpg)\n',
    );
    const content = loadContent({ root });
    expect(content.articles[0]!.picture).toMatchObject({ src: '/images/top.jpg', width: 1600, height: 1200 });
    expect(content.photo('/images/in-text.jpg')).toMatchObject({ width: 1600, height: 1200 });
    expect(content.photo('/images/heat-pump.svg')).toBeUndefined();
    expect(Object.keys(content.pictures).sort()).toEqual(['/images/in-text.jpg', '/images/top.jpg']);

    fs.rmSync(path.join(root, 'public/images/in-text.jpg'));
    expect(() => loadContent({ root }).pictures).toThrow(
      `${ARTICLE}: the picture /images/in-text.jpg is not in the public/ folder`,
    );
    fs.rmSync(path.join(root, 'public/images/top.jpg'));
    expect(loadError(root)).toContain(
      `${ARTICLE}: "image.src": the picture /images/top.jpg is not in the public/ folder`,
    );
  });

  it("reads a page's text when a page first asks for it, and throws naming the file when it is not MDX", () => {
    const root = copyOfBase();
    edit(root, ARTICLE, (text) => `${text}\nA tag left open <b x=>\n`);
    const [guide] = loadContent({ root }).articles;
    expect(guide!.frontmatter.title).toBe('What is a Heat Pump?');
    expect(() => guide!.body).toThrow(ContentError);
    expect(() => guide!.body).toThrow(
      /content\/articles\/heat-pump-guide\.mdx:\d+: the text is not valid MDX here \(unexpected-character\)/,
    );
  });
});
