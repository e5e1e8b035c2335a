import type { Expression } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A number as written in a building block's settings, with its line in the file. */
export interface DottedNumber {
  raw: string;
  line?: number;
  column?: number;
}

export interface ComponentUse {
  name: string;
  line?: number;
  props: Record<string, unknown>;
  /** Props whose value could not be read as plain data (a variable, a function call…). */
  unreadable: string[];
  /** Numbers written with a full stop before three digits (8.000), which are read as decimals (8). */
  dotted: DottedNumber[];
  /** Unreadable props written as a bare word in { } (name={gasSafeNumber}), by prop: meant as text. */
  bareWords?: Record<string, string>;
  /** The names of the tags it sits inside, outermost first: a <Step> belongs inside <Steps>. */
  inside?: string[];
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

class NotPlainData extends Error {}

/** Reads a JSX prop expression as plain data (text, numbers, lists, objects), without running it. */
function plainValue(node: Expression, dotted: DottedNumber[]): unknown {
  switch (node.type) {
    case 'Literal':
      // 8.000 written for eight thousand, as some countries write it, is read as 8.
      if (typeof node.value === 'number' && node.raw && /^\d{1,3}(?:\.\d{3})+$/.test(node.raw)) {
        dotted.push({ raw: node.raw, line: node.loc?.start.line, column: node.loc ? node.loc.start.column + 1 : undefined });
      }
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked).join('');
      break;
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') {
        return -node.argument.value;
      }
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new NotPlainData();
        return plainValue(element, dotted);
      });
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.kind !== 'init') throw new NotPlainData();
          const key =
            property.key.type === 'Identifier'
              ? property.key.name
              : property.key.type === 'Literal'
                ? String(property.key.value)
                : undefined;
          if (key === undefined || property.value.type === 'AssignmentPattern' || property.value.type.endsWith('Pattern')) {
            throw new NotPlainData();
          }
          return [key, plainValue(property.value as Expression, dotted)];
        }),
      );
    default:
      break;
  }
  throw new NotPlainData();
}

/** A building block or HTML tag as written: its name and its settings read as plain data. */
export function componentUse(node: JsxElement, inside: string[] = []): ComponentUse {
  const props: Record<string, unknown> = {};
  const unreadable: string[] = [];
  const dotted: DottedNumber[] = [];
  const bareWords: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      unreadable.push('{...}');
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) {
      props[name] = true;
    } else if (typeof value === 'string') {
      props[name] = value;
    } else {
      const program = value.data?.estree;
      const statement = program?.body[0];
      try {
        if (!statement || statement.type !== 'ExpressionStatement') throw new NotPlainData();
        props[name] = plainValue(statement.expression, dotted);
      } catch {
        unreadable.push(name);
        if (statement?.type === 'ExpressionStatement' && statement.expression.type === 'Identifier') {
          bareWords[name] = statement.expression.name;
        }
      }
    }
  }
  return { name: node.name ?? '', line: node.position?.start.line, props, unreadable, dotted, bareWords, inside };
}

const isJsx = (node: Nodes): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

type Found = { use: ComponentUse; node: JsxElement }[];

// Read once per tree: the analysis and each building-block rule ask for them.
const read = new WeakMap<Root, Found>();

/** Every building block and HTML tag of a page, in the order written, each with its node. */
export function componentNodes(tree: Root): Found {
  const known = read.get(tree);
  if (known) return known;
  const found: Found = [];
  const walk = (node: Nodes, inside: string[]) => {
    let within = inside;
    if (isJsx(node)) {
      found.push({ use: componentUse(node, inside), node });
      within = [...inside, node.name ?? ''];
    }
    if ('children' in node) for (const child of node.children) walk(child, within);
  };
  walk(tree, []);
  read.set(tree, found);
  return found;
}
