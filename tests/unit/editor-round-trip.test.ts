import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorCollections } from '@/build/editor/config';
import { asEditorWrites, contentFiles, editorFieldsOf, editorStyleWarnings } from '@/build/editor/round-trip';

// Every content file read and written again by the web editor's own formats (decap-cms-core), with
// its fields' order and comments: a save then changes only what staff change in it.
const collections = editorCollections();
const files = contentFiles();

describe('the web editor writes every content file back exactly as it is', () => {
  it('finds the content', () => {
    expect(files).toContain('content/site.yaml');
    expect(files.filter((file) => file.endsWith('.mdx')).length).toBeGreaterThan(10);
  });
  for (const file of files) {
    it(file, () => {
      const found = editorFieldsOf(collections, file);
      expect(found, `${file}: the web editor has no collection for this file (build/editor/config.ts)`).toBeDefined();
      const text = fs.readFileSync(file, 'utf8');
      expect(
        asEditorWrites(text, found!.fields, found!.frontmatter) === text,
        `${file} is not written as the web editor writes it, so its next save there would change more than staff meant: run \`npm run content:editor-style -- ${file}\` (it changes no value) and commit the result`,
      ).toBe(true);
    });
  }
  it('would notice a file written otherwise', () => {
    const found = editorFieldsOf(collections, 'content/articles/heat-pump-guide.mdx')!;
    const text = fs.readFileSync('content/articles/heat-pump-guide.mdx', 'utf8');
    const quoted = text.replace(/^title: (.*)$/m, (_line, title: string) => `title: "${title}"`);
    expect(quoted).not.toBe(text);
    expect(asEditorWrites(quoted, found.fields, found.frontmatter)).toBe(text);
  });
});

describe('a file hand-edited in another YAML style', () => {
  it('is a warning at its first restyled line, naming the command that tidies it, never an error', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-style-'));
    const file = 'content/services/boilers.mdx';
    fs.mkdirSync(path.join(root, 'content/services'), { recursive: true });
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(path.join(root, file), text.replace(/^title: (.*)$/m, "title: '$1'"));
    expect(editorStyleWarnings(root)).toEqual([
      expect.objectContaining({
        file,
        line: 2,
        severity: 'warning',
        message: expect.stringContaining(`npm run content:editor-style ${file}`),
      }),
    ]);
    // Windows line endings, and no newline at the end: the editor's save writes \n throughout, and one at the end.
    fs.writeFileSync(path.join(root, file), text.replace(/\n/g, '\r\n'));
    expect(editorStyleWarnings(root)).toEqual([expect.objectContaining({ file, line: 1, severity: 'warning' })]);
    fs.writeFileSync(path.join(root, file), text.replace(/\n+$/, ''));
    expect(editorStyleWarnings(root)).toEqual([expect.objectContaining({ file, severity: 'warning' })]);
    fs.writeFileSync(path.join(root, file), text);
    expect(editorStyleWarnings(root)).toEqual([]);
    fs.rmSync(root, { recursive: true });
  });
});
