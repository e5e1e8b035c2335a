import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import type { PictureInfo } from '@/lib/pictures';
import { collections, type CollectionName } from './collections';
import { ContentError, type Fault } from './faults';
import { readText, readYaml, validated } from './load-file';
import { analyseMdx, type BodyAnalysis } from './mdx-analysis';
import { storedAnalysis } from './stored-analyses';

/** What the pages show of a body, found by reading it once: its contents, reading time and building blocks. */
export type PageBody = Pick<BodyAnalysis, 'outline' | 'readingMinutes' | 'components'>;

export interface Entry<Frontmatter> {
  collection: CollectionName;
  slug: string;
  /** Path from the project root, for messages. */
  file: string;
  /** The page's address on the site, like /knowledge-centre/heat-pump-guide */
  route: string;
  frontmatter: Frontmatter;
  body: PageBody;
  /** The frontmatter's `image`, measured (lib/pictures.ts). */
  picture?: PictureInfo;
}

/** The settings the loader reads of every page. */
interface PageSettings {
  draft: boolean;
  category?: string;
  image?: { src: string };
}

export type LoadedEntry = Entry<PageSettings>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const fault = (file: string, message: string, line?: number): Fault => ({ file, line, severity: 'error', message });

/** The frontmatter's YAML, read as every content file is; the text it came from is kept for the lines of faults. */
function readFrontmatter(file: string, text: string, faults: Fault[]): { data: unknown; yaml: string } | undefined {
  let failed = false;
  const { data, matter: yaml } = matter(text, {
    engines: {
      yaml: (source: string) => {
        const value = readYaml(file, source, faults);
        failed = value === undefined;
        return (value ?? {}) as object;
      },
    },
  });
  return failed ? undefined : { data, yaml };
}

const lazily = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** A page's text, parsed; throws a ContentError naming the file (and the line) when it is not valid MDX. */
function analyseBody(file: string, text: string): BodyAnalysis {
  try {
    return analyseMdx(text);
  } catch (error) {
    // The parser's rule, not its words: the content check, which runs first, says it in words.
    const { line, ruleId } = error as { line?: number; ruleId?: string };
    throw new ContentError([
      fault(file, `the text is not valid MDX here (${ruleId ?? 'unreadable'}): npm run content:check explains the fix`, line),
    ]);
  }
}

/** Each loaded entry's analysis of its text, made when first asked for. */
const analyses = new WeakMap<Entry<unknown>, () => BodyAnalysis>();

/** The whole analysis of an entry's text (the pictures it shows, …), as its `body` reads it. */
export function analysisOf(entry: Entry<unknown>): BodyAnalysis {
  const analyse = analyses.get(entry);
  if (!analyse) throw new Error(`${entry.file} was not loaded by loadCollection`);
  return analyse();
}

/**
 * One page, its settings validated against its collection's schema; a draft is validated but left
 * out unless drafts are published. Its text is parsed (for its contents, reading time and building
 * blocks) when a page first asks for `body`: each of a build's processes renders only some of the
 * pages, and parsing all the others' text would cost each of them about 10 ms an article. In a
 * build, the content check has parsed it already, and its reading is used (./stored-analyses).
 */
function loadEntry<S extends z.ZodType<PageSettings>>(
  root: string,
  name: CollectionName,
  schema: S,
  fileName: string,
  text: string,
  includeDrafts: boolean,
  faults: Fault[],
): Entry<z.output<S>> | undefined {
  const { dir, route } = collections[name];
  const file = `${dir}/${fileName}`;
  const slug = fileName.replace(/\.mdx$/, '');
  if (!SLUG.test(slug)) {
    faults.push(fault(file, 'the file name becomes the page address: it must be lower-case words joined by hyphens, like heat-pump-guide.mdx'));
    return undefined;
  }
  if (!text.startsWith('---')) {
    faults.push(fault(file, 'the file must start with its settings block between two --- lines', 1));
    return undefined;
  }
  const read = readFrontmatter(file, text, faults);
  if (!read) return undefined;
  const frontmatter = validated(schema, read.data, file, read.yaml, faults);
  if (!frontmatter || (frontmatter.draft && !includeDrafts)) return undefined;
  const analyse = lazily(() => storedAnalysis(root, text) ?? analyseBody(file, text));
  let body: PageBody | undefined;
  const entry = {
    collection: name,
    slug,
    file,
    route: route(slug, frontmatter.category),
    frontmatter,
    get body(): PageBody {
      if (!body) {
        const { outline, readingMinutes, components } = analyse();
        body = { outline, readingMinutes, components };
      }
      return body;
    },
  };
  analyses.set(entry, analyse);
  return entry;
}

/**
 * Every page of a collection, in the order of their file names; drafts only when they are published.
 * `schema` is the collection's (lib/content/collections.ts), passed for its type.
 */
export function loadCollection<S extends z.ZodType<PageSettings>>(
  root: string,
  name: CollectionName,
  schema: S,
  includeDrafts: boolean,
  faults: Fault[],
): Entry<z.output<S>>[] {
  const { dir } = collections[name];
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((item) => item.isFile() && item.name.endsWith('.mdx'))
    .map((item) => item.name)
    .sort()
    .flatMap((fileName) => {
      const text = readText(root, `${dir}/${fileName}`, faults);
      const entry = text === undefined ? undefined : loadEntry(root, name, schema, fileName, text, includeDrafts, faults);
      return entry ? [entry] : [];
    });
}
