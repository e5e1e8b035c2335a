import type { Root } from 'mdast';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { JobFrontmatter } from '@/schemas/jobs';
import { collections, routeOf, type CollectionName } from './collections';
import type { Fault } from './faults';
import { frontmatterFaults } from './frontmatter-rules';
import { lintBody } from './lint-body';
import { analyseTree, emptyAnalysis, parseMdx, type BodyAnalysis } from './mdx-analysis';
import { mdxFault } from './mdx-errors';
import { invisibleFaults } from './invisible-characters';
import { validate } from './validate-data';
import type { Advise, WritingFigures } from './writing/rules';
import { readYaml } from './yaml-source';
import { yamlSyntaxFault } from './yaml-syntax-faults';
import { commentFaults, typedCharacterFaults } from './yaml-typed-faults';

/** An MDX file as read, before it is known to be valid (its frontmatter is undefined if not). */
export interface RawEntry {
  collection: CollectionName;
  slug: string;
  file: string;
  source: string;
  frontmatter: ArticleFrontmatter | ServiceFrontmatter | LegalFrontmatter | JobFrontmatter | undefined;
  /**
   * What the links check needs, read even from invalid settings: one mistake in a page must not
   * also make every link to it, or from it, look broken.
   */
  settings: { category?: string; draft: boolean; related: string[] };
  body: BodyAnalysis;
  /** The body could be read, so `body` lists its headings and links (it is empty when not). */
  bodyRead: boolean;
  /** Its file name is not a valid address (reported), so its title is not compared with the others'. */
  misnamed?: boolean;
  /** How it reads and will be found (./writing), when the check was asked for that advice and could give it. */
  writing?: WritingFigures;
}

function readableSettings(data: Record<string, unknown>): RawEntry['settings'] {
  const { category, draft, related } = data;
  return {
    category: typeof category === 'string' ? category : undefined,
    draft: draft === true,
    related: Array.isArray(related) ? related.filter((href): href is string => typeof href === 'string') : [],
  };
}

const KINDS: Record<CollectionName, { one: string; all: string }> = {
  articles: { one: 'an article', all: 'the articles of the knowledge centre' },
  services: { one: 'a service page', all: 'the service pages' },
  legal: { one: 'a legal page', all: 'the legal pages' },
  jobs: { one: 'a job of Our work', all: 'the jobs of Our work' },
};

/**
 * The kind of page settings are written for, by a setting only that kind has, so a page saved in the
 * wrong folder is told to move rather than given every field it lacks. Undefined when none shows it.
 */
function writtenFor(data: Record<string, unknown>): { collection: CollectionName; evidence: string } | undefined {
  if (data.section === 'Services') return { collection: 'services', evidence: '"section: Services"' };
  if (data.section === 'Legal') return { collection: 'legal', evidence: '"section: Legal"' };
  if (data.section === undefined && data.category !== undefined) return { collection: 'articles', evidence: 'a "category"' };
  if (data.section === undefined && data.photos !== undefined && data.town !== undefined)
    return { collection: 'jobs', evidence: '"town" and "photos"' };
  return undefined;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An entry whose settings and body were not read (its fault already given). */
export function unreadEntry(name: CollectionName, fileName: string, source = ''): RawEntry {
  const file = `${collections[name].dir}/${fileName}`;
  const slug = fileName.replace(/\.mdx?$/, '');
  const settings = { draft: false, related: [] };
  return { collection: name, slug, file, source, frontmatter: undefined, settings, body: emptyAnalysis(), bodyRead: false };
}

/** Fewer words than this is a page not yet written ("TBC", "Coming soon"), not a short one: the shortest has 600. */
const MIN_PUBLISHED_WORDS = 10;

/**
 * Reads and checks one page on its own. Given `advise`, a valid page with a search result of its own
 * (an article, a service or a legal page) also gets the writing advice, from the same tree.
 */
export function readEntry(
  name: CollectionName,
  fileName: string,
  source: string,
  today: Date,
  faults: Fault[],
  advise?: Advise,
): RawEntry {
  const { schema } = collections[name];
  const entry = unreadEntry(name, fileName, source);
  const { file, slug } = entry;
  if (fileName.endsWith('.md')) {
    faults.push({ file, rule: 'file-name', severity: 'error', message: 'content pages must end in .mdx; rename the file' });
    return entry;
  }
  if (!SLUG.test(slug)) {
    // "Heat Pump Guide" → heat-pump-guide; "heat-pump-guide (1)", a second download, → heat-pump-guide-1.
    const meant = slug
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    faults.push({
      file,
      rule: 'file-name',
      severity: 'error',
      message:
        `the file name becomes the page address, so it must be lower-case words joined by hyphens, like heat-pump-guide.mdx (found "${fileName}")` +
        (meant ? `: rename it ${meant}.mdx` : '') +
        (/\(\d+\)\s*$/.test(slug) ? ', or delete it if it is a second copy of a page' : ''),
    });
    // Links to the page are checked against the address it is meant to have, and its title against
    // the others' only once it is named: the one mistake is reported once.
    if (meant) entry.slug = meant;
    entry.misnamed = true;
  }
  if (!source.startsWith('---')) {
    faults.push({
      file,
      line: 1,
      rule: 'settings-block',
      severity: 'error',
      message: 'the file must start with its settings block between two --- lines (title, description, …)',
    });
    return entry;
  }
  const lines = source.split('\n');
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (closing === -1) {
    faults.push({
      file,
      line: 1,
      rule: 'settings-block',
      severity: 'error',
      message:
        'the settings block at the top has no closing --- line: add a line with only --- after the last setting (usually "draft: false")',
    });
    return entry;
  }
  // The body is read first: a mistake in the settings must not hide the page's headings from links to them.
  let tree: Root | undefined;
  try {
    tree = parseMdx(source);
    entry.body = analyseTree(tree, source);
    entry.bodyRead = true;
  } catch (error) {
    faults.push(mdxFault(file, error, source));
  }
  const settingsYaml = readYaml(lines.slice(1, closing).join('\n'), 2);
  const invisible = invisibleFaults(file, source);
  const characters = typedCharacterFaults(file, settingsYaml);
  const typed = [...invisible.filter((fault) => fault.line! <= closing), ...characters];
  faults.push(...invisible, ...characters, ...commentFaults(file, settingsYaml));
  const read = settingsYaml.value;
  if (!read) {
    // A ":" inside curly quotes, or a non-breaking space, also breaks the YAML: it is then the thing to fix.
    if (typed.length === 0) faults.push(yamlSyntaxFault(file, settingsYaml, 'the settings block'));
    return entry;
  }
  // Read as gray-matter reads a page's settings with frontmatterOptions.
  const data = (read.value ?? {}) as Record<string, unknown>;
  entry.settings = readableSettings(data);
  const meant = writtenFor(data);
  if (meant && meant.collection !== name) {
    faults.push({
      file,
      line: 1,
      rule: 'wrong-folder',
      severity: 'error',
      message: `this page's settings are those of ${KINDS[meant.collection].one} (it has ${meant.evidence}), but the file is saved in ${collections[name].dir}/, which holds ${KINDS[name].all}: move the file to ${collections[meant.collection].dir}/`,
    });
    // Links to the page are checked against where it belongs, so the one mistake is reported once.
    entry.collection = meant.collection;
    return entry;
  }
  // A value in curly quotes may also be read as the wrong kind of value: the curly quotes are the thing to fix.
  const typedLines = new Set(typed.map((fault) => fault.line));
  const invalid: Fault[] = [];
  const frontmatter = validate(schema, data, file, source, invalid);
  faults.push(...invalid.filter((fault) => !typedLines.has(fault.line)));
  if (frontmatter) {
    entry.frontmatter = frontmatter;
    entry.settings = readableSettings(frontmatter);
    frontmatterFaults({ file, source, frontmatter }, today, faults);
    if (!frontmatter.draft && entry.bodyRead && entry.body.words < MIN_PUBLISHED_WORDS) {
      faults.push({
        file,
        line: closing + 2,
        rule: 'unwritten-page',
        severity: 'error',
        message: `this page is set to be published ("draft: false") but has ${entry.body.words === 0 ? 'no text' : `only ${entry.body.words} ${entry.body.words === 1 ? 'word' : 'words'} of text`} after its settings: write the page, or set "draft: true" until it is ready`,
      });
    }
  }
  faults.push(...lintBody(file, source, tree, { published: frontmatter !== undefined && !frontmatter.draft }));
  if (advise && tree && frontmatter && 'keywords' in frontmatter) {
    const advice = advise({ file, source, tree, route: routeOf(entry), frontmatter });
    faults.push(...advice.faults);
    entry.writing = advice.figures;
  }
  return entry;
}
