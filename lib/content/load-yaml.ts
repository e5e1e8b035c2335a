import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type YAMLError } from 'yaml';

/**
 * The core schema keeps a date as the text typed (2026-02-30 stays a string for the schemas to
 * refuse); warnings are not printed, only errors stop the load.
 */
const OPTIONS = { schema: 'core', logLevel: 'silent' } as const;

/** A YAML text's value, as the site reads every content file; throws the parser's first error. */
export function parseYaml(text: string): unknown {
  const doc = parseDocument(text, OPTIONS);
  const [error] = doc.errors;
  if (error) throw error;
  return doc.toJS();
}

/** The line of a YAML error, when the parser gave one. */
export const yamlErrorLine = (error: unknown): number | undefined => (error as Partial<YAMLError>).linePos?.[0].line;

/**
 * The line of a field (`['rows', 0, 'low']`) in a YAML text, from the parser's positions: the line
 * of its key, or of the nearest enclosing field that exists when it is missing.
 */
export function fieldLine(text: string, fieldPath: readonly PropertyKey[]): number | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { ...OPTIONS, lineCounter });
  let node: unknown = doc.contents;
  let offset = isNode(node) ? node.range?.[0] : undefined;
  for (const key of fieldPath) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
      if (!pair || !isNode(pair.key)) break;
      offset = pair.key.range?.[0];
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number' && isNode(node.items[key])) {
      node = node.items[key];
      offset = isNode(node) ? node.range?.[0] : offset;
    } else {
      break;
    }
  }
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}
