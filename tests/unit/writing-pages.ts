import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { collections, type CollectionName } from '@/lib/content/collections';
import { parseMdx } from '@/lib/content/mdx-analysis';
import type { WritingContext, WritingInput } from '@/lib/content/writing';
import { tradeWordsSchema } from '@/schemas/trade-words';

const root = path.resolve(import.meta.dirname, '../..');

/** The site's pages as the writing rules read them: each content file, parsed once. */
export function contentPages(): (WritingInput & { draft: boolean })[] {
  return (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const dir = path.join(root, collections[name].dir);
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        const settings = parse(source.split('\n---')[0]!.replace(/^---\n/, '')) as Record<string, unknown>;
        const slug = file.replace(/\.mdx$/, '');
        return {
          file: `${collections[name].dir}/${file}`,
          source,
          tree: parseMdx(source),
          route: collections[name].route(slug, settings.category as string | undefined),
          draft: settings.draft === true,
          frontmatter: {
            title: String(settings.title),
            description: String(settings.description),
            keywords: (settings.keywords as string[] | undefined) ?? [],
            accept: settings.accept as string[] | undefined,
          },
        };
      });
  });
}

/** dictionary-en-gb's files, read as its index.js would (the engine is given them, never reads them). */
export function spellingContext(): NonNullable<WritingContext['spelling']> {
  const dictionary = path.join(root, 'node_modules/dictionary-en-gb');
  return {
    aff: fs.readFileSync(path.join(dictionary, 'index.aff')),
    dic: fs.readFileSync(path.join(dictionary, 'index.dic')),
    words: tradeWordsSchema.parse(parse(fs.readFileSync(path.join(root, 'content/trade-words.yaml'), 'utf8'))).words,
  };
}

export const siteOf = (): WritingContext['site'] => {
  const site = parse(fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8')) as { name: string; url: string };
  return { name: site.name, url: site.url };
};
