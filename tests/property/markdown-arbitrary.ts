import fc from 'fast-check';
import { slug } from 'github-slugger';
import { plainText } from '@/editor/blocks/catalogue';
import { formText, tameWords } from './text-arbitrary';

/** Pages and anchors of the base content (tests/fixtures/base) and the site's own pages. */
export const REAL_LINKS = [
  '/boilers',
  '/knowledge-centre/heat-pump-guide',
  '/knowledge-centre/heat-pump-guide#how-it-works',
  '/contact',
  '/',
];
/** Pictures in the base content's public/. */
export const PICTURES = ['/images/heat-pump.svg'];

/** Blocks the menu puts in a line of text (EDITING.md's examples write them so). */
const inlineBlock = fc.constantFrom(
  '<Fact name="businessName" />',
  '<GrantFact name="amount" />',
  '<PhoneLink />',
  '<UrgencyBadge level="High" />',
);

/** Text of a line: tame words the check should accept, or what staff might type that it may refuse. */
const inline = (tame: boolean) => {
  const words = tame ? tameWords() : formText.filter((text) => text.trim() !== '');
  const link = fc
    .tuple(tameWords(4), fc.constantFrom(...REAL_LINKS))
    .map(([text, href]) => `[${text || 'our page'}](${href})`);
  const marked = tameWords(4).map((text) => (text ? `**${text}**` : 'plain'));
  return fc
    .array(fc.oneof({ arbitrary: words, weight: 4 }, link, marked, inlineBlock), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join(' ').trim() || 'Text');
};

const paragraph = (tame: boolean) => inline(tame);

const list = (tame: boolean) =>
  fc
    .tuple(fc.boolean(), fc.array(inline(tame), { minLength: 1, maxLength: 4 }))
    .map(([numbered, items]) => items.map((item, at) => `${numbered ? `${at + 1}.` : '-'} ${item}`).join('\n'));

// A | in a cell ends it unless written \|, as the check tells staff.
const cell = (tame: boolean) => inline(tame).map((text) => (tame ? text.replace(/\|/g, '\\|') : text));

const table = (tame: boolean) =>
  fc.integer({ min: 1, max: 3 }).chain((columns) =>
    fc
      .tuple(
        fc.array(cell(tame), { minLength: columns, maxLength: columns }),
        fc.array(fc.array(cell(tame), { minLength: columns, maxLength: columns }), { minLength: 1, maxLength: 3 }),
      )
      .map(([head, rows]) => {
        const lines = [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
        // A screen reader names a table by the heading above it, which the check asks for.
        return tame ? `## Guide prices\n\n${lines}` : lines;
      }),
  );

const picture = (tame: boolean) =>
  fc
    .tuple(tame ? tameWords(5) : formText, fc.constantFrom(...PICTURES))
    .map(([alt, src]) => `![${alt.replace(/[[\]]/g, '') || 'A heat pump outside a house'}](${src})`);

// A heading without letters or figures has no address (#…), which the check refuses.
const hasAddress = (text: string) =>
  slug(
    plainText(text)
      .replace(/<[^>]*>/g, '')
      .trim(),
  ) !== '';

/** A heading of a level: on a tame page, one with words. */
export const headingText = (level: number, tame: boolean) =>
  inline(tame)
    .filter((text) => !tame || hasAddress(text))
    .map((text) => `${'#'.repeat(level)} ${text}`);

/** Paragraphs, lists, tables and pictures, as Markdown blocks (a page's headings are drawn apart: page-arbitrary.ts). */
export const markdownPart = (tame: boolean) =>
  fc.oneof(
    { arbitrary: paragraph(tame), weight: 4 },
    { arbitrary: list(tame), weight: 2 },
    { arbitrary: table(tame), weight: 1 },
    { arbitrary: picture(tame), weight: 1 },
  );

/** Markdown a block holds between its tags (a Callout's words): a few parts, or nothing. */
export const heldMarkdown = (tame: boolean) =>
  fc
    .array(fc.oneof({ arbitrary: paragraph(tame), weight: 3 }, list(tame)), { maxLength: 3 })
    .map((parts) => parts.join('\n\n'));

/** Heading levels: 2 to 6 on a tame page (its parts then put each at most one below the last), 1 to 6 otherwise. */
export const headingLevels = (tame: boolean, count: number) =>
  fc.array(fc.integer({ min: tame ? 2 : 1, max: 6 }), { minLength: count, maxLength: count });
