import fc from 'fast-check';
import { stringify } from 'yaml';
import { editorCollections as collectionsOfEditor } from '@/build/editor/config';
import { asEditorWrites, editorFieldsOf } from '@/build/editor/round-trip';
import type { CollectionName } from '@/lib/content/collections';
import { collections } from '@/lib/content/collections';
import { oncePerPage, type MdxComponentName } from '@/schemas/components';
import { blockArbitrary, type DrawnBlock } from './block-arbitrary';
import { headingLevels, headingText, markdownPart, PICTURES, REAL_LINKS } from './markdown-arbitrary';
import { schemaArbitrary } from './schema-arbitrary';
import { formText, sentence, tameWords } from './text-arbitrary';

/** A page drawn whole: its file, its text, and the blocks written in it, in order. */
export interface DrawnPage {
  collection: Exclude<CollectionName, 'jobs'>;
  /** Drawn from what the check should accept (text, headings, settings) but for the blocks' settings. */
  tame: boolean;
  source: string;
  /** Where the body starts in `source`: the editor's Text box holds the body only. */
  bodyStart: number;
  blocks: DrawnBlock[];
  /** Where each block starts in the body. */
  blockStarts: number[];
}

const editorCollections = collectionsOfEditor();

/** The check's day in the tests: the base content's own (tests/unit/content-cases.ts). */
export const TODAY = '2026-12-01';

const day = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date(`${TODAY}T00:00:00Z`), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const pages = REAL_LINKS.filter((href) => href.startsWith('/boilers') || href.startsWith('/knowledge-centre/'));

// The fields the web editor fills from a picker rather than as typed: dates, pages, photos.
const byMeta = (meta: Record<string, unknown>) => {
  if (meta.format === 'date') return day;
  if (meta.format === 'site-page') return fc.constantFrom(...pages);
  if (meta.contentMediaType === 'image/*') return fc.constantFrom(...PICTURES);
  return undefined;
};

/** Settings valid by the collection's schema; on a tame page, also as long as search results show. */
function frontmatter(collection: DrawnPage['collection'], tame: boolean) {
  const { schema } = collections[collection];
  // A curly quote starting a setting is refused as typed into the file by hand (settings-curly-quote).
  const text = tame ? tameWords(6).filter((words) => !/[\\{}<“”]/.test(words) && words !== '') : formText;
  return schemaArbitrary(schema, { text, byMeta })
    .filter((data) => schema.safeParse(data).success)
    .chain((data) => {
      if (!tame) return fc.constant(data as Record<string, unknown>);
      const settings = data as Record<string, unknown> & { datePublished: string; dateModified: string };
      const [published, modified] = [settings.datePublished, settings.dateModified].sort();
      return fc.tuple(sentence(10, 60), sentence(50, 160)).map(([title, description]) => ({
        ...settings,
        title,
        description,
        datePublished: published,
        dateModified: modified,
        related: [...new Set(settings.related as string[])].filter((href) => !href.includes('#')),
        image: undefined,
        draft: false,
      }));
    });
}

// A tool with fixed ids is held once on a page the check should accept.
const keptOnce = (blocks: DrawnBlock[]) =>
  blocks.filter(
    (block, at) =>
      !(oncePerPage as readonly MdxComponentName[]).includes(block.name) ||
      blocks.findIndex((other) => other.name === block.name) === at,
  );

const body = (tame: boolean) =>
  fc
    .tuple(
      fc.array(fc.oneof(markdownPart(tame), blockArbitrary(tame)), { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: 4 }).chain((count) => headingLevels(tame, count)),
    )
    .chain(([parts, levels]) =>
      fc.tuple(fc.constant(parts), fc.tuple(...levels.map((level) => headingText(level, tame)))),
    )
    .map(([parts, headings]) => {
      const drawn = tame
        ? parts.filter((part) => typeof part === 'string' || keptOnce(parts.filter(isBlock)).includes(part))
        : parts;
      // Headings spread between the parts, in the order their levels were drawn.
      const mixed: (string | DrawnBlock)[] = [];
      drawn.forEach((part, at) => {
        if (at > 0 && headings[at - 1] !== undefined) mixed.push(headings[at - 1]!);
        mixed.push(part);
      });
      mixed.push(...headings.slice(Math.max(0, drawn.length - 1)));
      return tame ? stepwise(mixed) : mixed;
    });

/** Each heading at most one level below the heading before it, as the check asks. */
function stepwise(parts: (string | DrawnBlock)[]): (string | DrawnBlock)[] {
  let last = 1;
  return parts.map((part) =>
    typeof part === 'string'
      ? part.replace(/^(#{1,6}) /gm, (_, marks: string) => `${'#'.repeat((last = Math.min(marks.length, last + 1)))} `)
      : part,
  );
}

const isBlock = (part: string | DrawnBlock): part is DrawnBlock => typeof part !== 'string';

// Enough words to publish: a page of fewer is refused as not yet written.
const OPENING = 'A heat pump moves heat from the outside air into your home, even on cold winter days.';

/** A page of a collection, written as the editor saves it: its settings as YAML, then its body. */
export const pageArbitrary: fc.Arbitrary<DrawnPage> = fc
  .tuple(fc.constantFrom('articles', 'services', 'legal') as fc.Arbitrary<DrawnPage['collection']>, fc.boolean())
  .chain(([collection, tame]) =>
    fc.tuple(fc.constant(collection), fc.constant(tame), frontmatter(collection, tame), body(tame)),
  )
  .map(([collection, tame, settings, parts]) => {
    const texts = [OPENING, ...parts.map((part) => (isBlock(part) ? part.mdx : part))];
    const text = texts.join('\n\n');
    const starts = texts.map((_, at) => texts.slice(0, at).reduce((length, part) => length + part.length + 2, 0));
    const blockStarts = parts.flatMap((part, at) => (isBlock(part) ? [starts[at + 1]!] : []));
    const { fields } = editorFieldsOf(editorCollections, `${collections[collection].dir}/page.mdx`)!;
    // Decap's own writer gives the settings block, in its style and its fields' order.
    const source = asEditorWrites(`---\n${stringify(settings)}---\n\n${text}\n`, fields, true);
    const bodyStart = source.lastIndexOf(text);
    return { collection, tame, source, bodyStart, blocks: parts.filter(isBlock), blockStarts };
  });
