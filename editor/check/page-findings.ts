import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { collections, type CollectionName } from '@/lib/content/collections';
import type { Fault } from '@/lib/content/faults';
import { readEntry } from '@/lib/content/read-entry';
import type { Advise, WritingFigures } from '@/lib/content/writing/rules';
import type { PreviewData } from '@/lib/preview-data';
import { siteFindings } from './site-context';

/**
 * The content check's own per-page rules (lib/content/read-entry.ts) over a page as the editor holds
 * it, with each finding placed where staff can act on it: in the Text box at its line, or beside a
 * setting's field. The one module of the editor that knows the check's faults and its file layout.
 * Given the rest of the site as the build wrote it, the rules between pages (links and anchors,
 * related pages, pictures in public/, titles used twice) judge the page too, as CI does (./site-context.ts).
 */

export interface Finding {
  /** The Text box's own line, for a finding in the text. */
  line?: number;
  column?: number;
  /** The content check's words, exactly as `npm run content:check` prints them. */
  message: string;
  severity: 'error' | 'warning';
  /** The setting it is about, as a path of names ("title", "image.alt"); a list's finding names the list. */
  field?: string;
  /** The check's rule id (WRITING_RULES' for writing advice), where it has one. */
  rule?: string;
}

export interface PageInput {
  collection: CollectionName;
  slug: string;
  /** The form's settings, as Decap holds them (the body apart). */
  data: Record<string, unknown>;
  body: string;
  /** The collection's field names in the editor's order (config.yml), the order Decap writes them in. */
  order: readonly string[];
  today: Date;
  /** The rest of the site (preview-data.json), for the rules between pages; without it, they are CI's alone. */
  site?: PreviewData;
  /** Files uploaded to this page and not saved yet, by their address (/images/boiler.jpg): public/'s once saved. */
  media?: readonly string[];
  /**
   * Given, the writing rules judge the page too (lib/content/writing): the worker hands them in, with
   * the site's name and address and the spelling dictionary once it has arrived. Save leaves them out:
   * their findings are advice, never a reason to refuse, and its code goes without them.
   */
  advise?: Advise;
}

export interface PageFindings {
  body: Finding[];
  settings: Finding[];
  /** The writing rules' figures, for the preview's "Reading and search" panel. */
  writing?: WritingFigures;
}

/**
 * The file Decap's save would write (decap-cms-core's frontmatter format: gray-matter around its YAML
 * formatter), and the lines its settings take. Without settings it writes the body alone.
 */
export function pageFile(data: Record<string, unknown>, body: string, order: readonly string[]) {
  const yaml = Object.keys(data).length === 0 ? '' : yamlFormatter.toFile(data, [...order]).trim();
  if (yaml === '' || yaml === '{}') return { text: body, yaml: '', bodyStart: 1 };
  // gray-matter's stringify, with Decap's trimming of the newline it adds after a body without one.
  const text = `---\n${yaml}\n---\n${body}`;
  return { text, yaml, bodyStart: yaml.split('\n').length + 3 };
}

/**
 * The setting each line of the settings' YAML (1 for its first) is written on: its key path, into
 * groups but not lists. The YAML is read once, for all of a page's findings on its settings.
 */
export const fieldsOnLines = (yaml: string): ((line: number) => string | undefined) => {
  const counter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: counter });
  return (line) => fieldOnLine(document.contents as Node | null, counter, line);
};

function fieldOnLine(contents: Node | null, counter: LineCounter, line: number): string | undefined {
  const lineOf = (offset: number) => counter.linePos(offset).line;
  let names: string[] = [];
  let node: Node | null | undefined = contents;
  while (isMap(node)) {
    const pair = node.items.find((item) => {
      if (!isPair(item) || !isScalar(item.key) || !item.key.range) return false;
      const end = (item.value as Node | null)?.range?.[1] ?? item.key.range[1];
      return lineOf(item.key.range[0]) <= line && line <= lineOf(Math.max(item.key.range[0], end - 1));
    });
    if (!pair) break;
    names = [...names, String((pair.key as { value: unknown }).value)];
    node = pair.value as Node | null;
  }
  return names.length > 0 ? names.join('.') : undefined;
}

const finding = ({ message, severity, rule }: Fault, place: Pick<Finding, 'line' | 'field'>): Finding => ({
  ...(place.line === undefined ? {} : { line: place.line }),
  message,
  severity,
  ...(place.field === undefined ? {} : { field: place.field }),
  ...(rule === undefined ? {} : { rule }),
});

/** Every finding of the per-page check on the page as Decap would save it, split into the text's and the settings'. */
export function pageFindings({
  collection,
  slug,
  data,
  body,
  order,
  today,
  site,
  media = [],
  advise,
}: PageInput): PageFindings {
  const file = pageFile(data, body, order);
  const faults: Fault[] = [];
  const entry = readEntry(collection, `${slug}.mdx`, file.text, today, faults, advise);
  if (site) faults.push(...siteFindings(entry, site, media));
  const found: PageFindings = { body: [], settings: [], ...(entry.writing ? { writing: entry.writing } : {}) };
  const fieldOn = fieldsOnLines(file.yaml);
  for (const fault of faults) {
    if (fault.line !== undefined && fault.line < file.bodyStart) {
      // Line 1 and the last are the --- lines around the settings; the YAML's first line is the file's second.
      found.settings.push(finding(fault, { field: fieldOn(fault.line - 1) }));
    } else {
      found.body.push(finding(fault, { line: fault.line === undefined ? undefined : fault.line - file.bodyStart + 1 }));
    }
  }
  return found;
}

export const isCollection = (name: unknown): name is CollectionName =>
  typeof name === 'string' && Object.hasOwn(collections, name);
