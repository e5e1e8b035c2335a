import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const project = path.resolve(import.meta.dirname, '../..');
const folder = path.join(project, 'lib/content');

/** A module's imports of the project's own files, resolved as TypeScript resolves `@/` and relative paths. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(fs.readFileSync(file, 'utf8')).importedFiles.flatMap(({ fileName }) => {
    const bare = fileName.startsWith('@/')
      ? path.join(project, fileName.slice(2))
      : fileName.startsWith('.')
        ? path.resolve(path.dirname(file), fileName)
        : undefined;
    const found =
      bare && ['.ts', '.tsx', '/index.ts'].map((ending) => bare + ending).find((name) => fs.existsSync(name));
    return found ? [found] : [];
  });
}

describe("the content check's modules", () => {
  it('import one another in one direction: no module is reached again from what it imports', () => {
    const files = fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(folder, name));
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of importsOf(file).filter((name) => name.startsWith(folder))) {
        if (state.get(next) === 'open')
          circles.push(
            [...trail.slice(trail.indexOf(next)), file, next].map((name) => path.relative(folder, name)).join(' → '),
          );
        else if (!state.has(next)) visit(next, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, []);
    expect(circles).toEqual([]);
  });
});
