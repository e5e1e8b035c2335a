import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { componentUse, type JsxElement } from '@/lib/content/component-use';
import { parseMdx } from '@/lib/content/mdx-analysis';
import { factTitles, type FactProps } from '@/schemas/components';
import { blockNames, type BlockName } from './catalogue';
import { blockFields, type FormField, type StepText } from './form-fields';
import { shownText } from './shown-text';
import { blockTitle } from './titles';
import { unescapeTyped } from './typed-text';

export interface TextRange {
  from: number;
  to: number;
}

/** A building block of a body, where it is written and what the form can make of it. */
export interface BlockRange extends TextRange {
  name: BlockName;
  /** Its settings, when the form can show them. */
  props?: Record<string, unknown>;
  /** Why the form cannot show them, in plain words. */
  reason?: string;
  /** The text between its tags: a Callout's words, or the lines of a Steps block's steps. */
  inner?: TextRange;
  /** The words a new block opens on, ready to type over: a Callout's, or a Steps block's first step's (never its tags). */
  words?: TextRange;
  steps?: StepText[];
  /** The chip's words, like "Price table · 4 rows". */
  label: string;
  /** Written in a line of text (a fact in a sentence, a badge in a heading): its chip sits in the line. */
  inline?: true;
  /** Where the block that holds it starts (a fact in a Callout's words): its chip shows once that one is open. */
  within?: number;
}

const isBlock = (node: RootContent): node is MdxJsxFlowElement & { name: BlockName } =>
  node.type === 'mdxJsxFlowElement' && blockNames.includes(node.name as BlockName);

const offsets = (node: Nodes) => ({ from: node.position?.start.offset, to: node.position?.end.offset });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether the form has an input for the value, so that showing and saving it loses nothing. */
function fits(field: FormField, value: unknown): boolean {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string';
    case 'select':
      return typeof value === 'string' && (field.options ?? []).includes(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return (
        Array.isArray(value) &&
        value.every((entry) =>
          Array.isArray(field.item) ? fitsAll(field.item, entry) : field.item !== undefined && fits(field.item, entry),
        )
      );
  }
}

const fitsAll = (fields: readonly FormField[], value: unknown) =>
  isPlainObject(value) && Object.entries(value).every(([key, entry]) => misfit(fields, key, entry) === undefined);

function misfit(fields: readonly FormField[], key: string, value: unknown): string | undefined {
  const field = fields.find((entry) => entry.key === key);
  if (!field) return `The "${key}" setting is not one this block has.`;
  if (!fits(field, value)) return `The "${key}" setting is written in a way the form cannot show.`;
  return undefined;
}

const EDIT_AS_TEXT = 'Edit it as text.';

function readProps(node: JsxElement, name: BlockName): Pick<BlockRange, 'props' | 'reason'> {
  const use = componentUse(node);
  if (use.unreadable.includes('{...}')) {
    return { reason: `Its settings are written as code the form cannot read ({...}). ${EDIT_AS_TEXT}` };
  }
  const [unreadable] = use.unreadable;
  if (unreadable) {
    return {
      reason: `The "${unreadable}" setting is written as code the form cannot read (a variable or a calculation). ${EDIT_AS_TEXT}`,
    };
  }
  if (use.dotted.length) {
    return {
      reason: `The number ${use.dotted[0]!.raw} is written with a full stop, which the form would lose. ${EDIT_AS_TEXT}`,
    };
  }
  const fields = blockFields(name);
  for (const [key, value] of Object.entries(use.props)) {
    const wrong = misfit(fields, key, value);
    if (wrong) return { reason: `${wrong} ${EDIT_AS_TEXT}` };
  }
  return { props: use.props };
}

/** The text between a block's tags: whole lines, from the line of its first child to the end of its last. */
function innerRange(node: MdxJsxFlowElement, source: string): TextRange | undefined {
  const first = node.children[0]?.position?.start;
  const last = node.children.at(-1)?.position?.end;
  const end = node.position?.end.offset;
  if (end === undefined) return undefined;
  if (!first || !last || first.offset === undefined || last.offset === undefined) {
    const closing = source.lastIndexOf('</', end);
    return { from: closing, to: closing };
  }
  const ownLine = first.line > (node.position?.start.line ?? 0);
  return { from: ownLine ? first.offset - (first.column - 1) : first.offset, to: last.offset };
}

const isBlank = (node: Nodes) => node.type === 'text' && node.value.trim() === '';

/** A Steps block's steps, or why the form cannot show them. */
function readSteps(
  node: MdxJsxFlowElement,
  source: string,
): { steps?: StepText[]; reason?: string; firstWords?: TextRange } {
  const children = node.children.flatMap((child): Nodes[] => (child.type === 'paragraph' ? child.children : [child]));
  const steps: StepText[] = [];
  let firstWords: TextRange | undefined;
  for (const child of children) {
    if (isBlank(child)) continue;
    if ((child.type !== 'mdxJsxTextElement' && child.type !== 'mdxJsxFlowElement') || child.name !== 'Step') {
      return { reason: `It holds something other than steps, which the form cannot show. ${EDIT_AS_TEXT}` };
    }
    const title = componentUse(child).props.title;
    if (typeof title !== 'string')
      return { reason: `A step's title is written as code the form cannot read. ${EDIT_AS_TEXT}` };
    const from = child.children[0] && offsets(child.children[0]).from;
    const to = child.children.at(-1) && offsets(child.children.at(-1)!).to;
    const body = from === undefined || to === undefined ? '' : source.slice(from, to);
    if (body.includes('\n')) {
      return { reason: `A step's words run over more than one line, which the form cannot show. ${EDIT_AS_TEXT}` };
    }
    if (steps.length === 0 && from !== undefined && to !== undefined) firstWords = { from, to };
    steps.push({ title, body: unescapeTyped(body) });
  }
  return { steps, ...(firstWords ? { firstWords } : {}) };
}

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

function detail(name: BlockName, props: Record<string, unknown> | undefined, steps: StepText[] | undefined) {
  const list = (key: string) => (Array.isArray(props?.[key]) ? (props[key] as unknown[]).length : undefined);
  const rows = list('rows');
  const figures = list('figures');
  switch (name) {
    case 'PriceTable':
    case 'ComparisonTable':
      return rows === undefined ? undefined : count(rows, 'row', 'rows');
    case 'KeyFigures':
      return figures === undefined ? undefined : count(figures, 'figure', 'figures');
    case 'Steps':
      return steps && count(steps.length, 'step', 'steps');
    case 'Callout':
      return typeof props?.type === 'string' ? props.type : undefined;
    case 'UrgencyBadge':
      return typeof props?.level === 'string' ? props.level : undefined;
    case 'EnergyLabelScale':
      return typeof props?.highlight === 'string' ? `band ${props.highlight}` : undefined;
    case 'CallToAction':
    case 'GrantFact': {
      const value = props?.title ?? props?.name;
      return typeof value === 'string' ? value : undefined;
    }
    default:
      return undefined;
  }
}

/** A business fact as its form lists it: its name in words and what it shows, "Gas Safe number: 200824". */
function factLabel(props: Record<string, unknown> | undefined): string | undefined {
  const name = props?.name;
  if (typeof name !== 'string' || !Object.hasOwn(factTitles, name)) return undefined;
  const value = shownText('Fact', props!);
  const words = factTitles[name as FactProps['name']];
  return value ? `${words}: ${value}` : words;
}

/** The chip's words for a block: its everyday name, and what sets it apart; a fact, its own words and value. */
export function blockLabel(name: BlockName, props?: Record<string, unknown>, steps?: StepText[]): string {
  const fact = name === 'Fact' ? factLabel(props) : undefined;
  if (fact) return fact;
  const more = detail(name, props, steps);
  return more ? `${blockTitle(name)} · ${more}` : blockTitle(name);
}

function tryParse(source: string): Root | undefined {
  try {
    return parseMdx(source);
  } catch {
    return undefined;
  }
}

/** The blocks written in a line of text, each with the block on lines of its own that holds it, if any. */
function inlineBlocks(tree: Root, flow: readonly BlockRange[]): BlockRange[] {
  const found: BlockRange[] = [];
  visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
    const name = node.name as BlockName;
    const { from, to } = offsets(node);
    if (!blockNames.includes(name) || from === undefined || to === undefined) return;
    const holder = flow.find((block) => from >= block.from && to <= block.to);
    const read = readProps(node, name);
    found.push({
      name,
      from,
      to,
      ...(read.reason ? { reason: read.reason } : { props: read.props }),
      label: blockLabel(name, read.props),
      inline: true,
      ...(holder ? { within: holder.from } : {}),
    });
  });
  return found;
}

/**
 * Every building block of an MDX body, in order: those on lines of their own at its top level, and
 * those in a line of text; none when the body does not parse.
 */
export function findBlocks(source: string): BlockRange[] {
  const tree = tryParse(source);
  if (!tree) return [];
  const blocks = tree.children.filter(isBlock).flatMap((node): BlockRange[] => {
    const { from, to } = offsets(node);
    if (from === undefined || to === undefined) return [];
    const read = readProps(node, node.name);
    const wraps = node.name === 'Callout' || node.name === 'CallToAction' || node.name === 'Steps';
    const stepsRead = node.name === 'Steps' ? readSteps(node, source) : {};
    const reason = read.reason ?? stepsRead.reason;
    const inner = wraps ? innerRange(node, source) : undefined;
    const words = node.name === 'Steps' ? stepsRead.firstWords : inner;
    return [
      {
        name: node.name,
        from,
        to,
        ...(read.props && !reason ? { props: read.props } : {}),
        ...(reason ? { reason } : {}),
        ...(wraps ? { inner } : {}),
        ...(words ? { words } : {}),
        ...(stepsRead.steps ? { steps: stepsRead.steps } : {}),
        label: blockLabel(node.name, read.props, stepsRead.steps),
      },
    ];
  });
  return [...blocks, ...inlineBlocks(tree, blocks)].sort((a, b) => a.from - b.from);
}

/** The block the offset is in or touches, if any. */
export const blockAt = (source: string, offset: number): BlockRange | undefined =>
  findBlocks(source).find((block) => block.from <= offset && offset <= block.to);
