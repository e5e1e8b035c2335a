import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { frontmatterYAML } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { describe, expect, it } from 'vitest';
import { editorCollections } from '@/build/editor/config';
import { fieldsOnLines, pageFile, pageFindings, type PageInput } from '@/editor/check/page-findings';
import type { CollectionName } from '@/lib/content/collections';
import type { Fault } from '@/lib/content/faults';
import { readEntry } from '@/lib/content/read-entry';

// The editor's adapter to the content check (editor/check/page-findings.ts): the page built as Decap
// saves it, the check's own findings placed at the Text box's lines and on the settings' fields.

const collections = editorCollections();
const orderOf = (name: string) =>
  collections.find((collection) => collection.name === name)!.fields!.map((f) => f.name);
const today = new Date('2026-11-29T12:00:00Z');

/** A page as the editor's form holds it, read with Decap's own format. */
function asForm(file: string): PageInput {
  const [, collection, name] = /^content\/([a-z]+)\/(.+)\.mdx$/.exec(file)!;
  const { body = '', ...data } = frontmatterYAML().fromFile(fs.readFileSync(file, 'utf8'));
  return {
    collection: collection as CollectionName,
    slug: name!,
    data,
    body: String(body),
    order: orderOf(collection!),
    today,
  };
}

/** The check's own faults on a file's text, as `npm run content:check` reads it. */
function checkFaults({ collection, slug }: PageInput, text: string): Fault[] {
  const faults: Fault[] = [];
  readEntry(collection, `${slug}.mdx`, text, today, faults);
  return faults;
}

// The committed pages: a test build adds pages of its own for a while, written otherwise.
const pages = execFileSync('git', ['ls-files', 'content'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.mdx'));

describe('the page as Decap would save it', () => {
  it.each(pages)('%s is built back byte for byte from its form', (file) => {
    const form = asForm(file);
    expect(pageFile(form.data, form.body, form.order).text).toBe(fs.readFileSync(file, 'utf8'));
  });

  it("is what Decap's own frontmatter format writes, whatever the text ends with", () => {
    const form = asForm('content/articles/heat-pump-guide.mdx');
    const data = { ...form.data, title: 'Heat pumps: "what" & why #1' };
    for (const body of [form.body, form.body.trimEnd(), '', 'One line']) {
      expect(pageFile(data, body, form.order).text, JSON.stringify(body.slice(-20))).toBe(
        frontmatterYAML().toFile({ ...data, body }, [...form.order]),
      );
    }
  });

  it("has no finding where the check has none, and the check's own where it has", { timeout: 30_000 }, () => {
    for (const file of pages) {
      const form = asForm(file);
      const found = pageFindings(form);
      const faults = checkFaults(form, fs.readFileSync(file, 'utf8'));
      expect([...found.body, ...found.settings].map((f) => f.message).sort(), file).toEqual(
        faults.map((fault) => fault.message).sort(),
      );
    }
  });
});

describe("a finding in the text, at the Text box's own line", () => {
  const form = asForm('content/articles/heat-pump-guide.mdx');
  const lines = form.body.split('\n');
  const slipped = {
    ...form,
    body: [...lines.slice(0, 6), '<Calout type="tip">Bleed it first.</Calout>', ...lines.slice(6)].join('\n'),
  };

  it("is on the line typed, in the check's words", () => {
    const found = pageFindings(slipped);
    const file = pageFile(slipped.data, slipped.body, slipped.order);
    const [fault] = checkFaults(slipped, file.text).filter((f) => f.severity === 'error');
    expect(fault).toBeDefined();
    expect(found.body).toEqual([{ line: 7, message: fault!.message, severity: 'error', rule: fault!.rule }]);
    expect(found.body[0]!.message).toContain('<Calout>');
    expect(found.settings).toEqual([]);
  });

  it('goes once the slip is put right', () => {
    expect(pageFindings(form)).toEqual({ body: [], settings: [] });
  });
});

describe('a finding in the settings, on its field', () => {
  it('names the setting whose line it is on', () => {
    const form = asForm('content/articles/heat-pump-guide.mdx');
    const found = pageFindings({ ...form, data: { ...form.data, title: 'What is a **Heat Pump**?' } });
    expect(found.body).toEqual([]);
    expect(found.settings.length).toBeGreaterThan(0);
    expect(found.settings.every((f) => f.field === 'title' && f.line === undefined)).toBe(true);
  });

  it("names a group's setting by its path, and a list's by the list", () => {
    const yaml = [
      'title: A boiler',
      'image:',
      '  src: /images/boiler.jpg',
      '  alt: A boiler',
      'keywords:',
      '  - one',
      '  - two',
      'description: words that run',
      '  over two lines',
      '# a note',
    ].join('\n');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(fieldsOnLines(yaml))).toEqual([
      'title',
      'image',
      'image.src',
      'image.alt',
      'keywords',
      'keywords',
      'keywords',
      'description',
      'description',
      undefined,
    ]);
  });

  it('is a finding about the whole settings block when it is on no one line', () => {
    const form = asForm('content/articles/heat-pump-guide.mdx');
    const data = { ...form.data };
    delete data.title;
    const found = pageFindings({ ...form, data });
    expect(found.settings).toEqual([
      expect.objectContaining({ severity: 'error', message: expect.stringContaining('"title"') }),
    ]);
    expect(found.settings[0]!.field).toBeUndefined();
  });
});
