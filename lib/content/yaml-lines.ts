import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { lineAt, readYaml, type YamlSource } from './yaml-source';

/** The YAML of a source: an MDX file's settings block between its --- lines, or a whole data file. */
function settingsYaml(source: string): YamlSource {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return readYaml(source);
  const close = lines.findIndex((line, at) => at > 0 && line.trim() === '---');
  return readYaml(lines.slice(1, close === -1 ? undefined : close).join('\n'), 2);
}

// The checks ask for several lines of one file in turn: it is read once.
let last: { source: string; yaml: YamlSource } | undefined;

function readSource(source: string): YamlSource {
  if (last?.source !== source) last = { source, yaml: settingsYaml(source) };
  return last.yaml;
}

/**
 * The line of a YAML field, to point editors at it: follows nested keys (`phone.international`) and
 * list positions (`testimonials[2].rating`) through the parsed document. In an MDX file only the
 * settings block between the --- lines is searched. Stops at the deepest part it finds.
 */
export function lineOf(source: string, fieldPath: readonly PropertyKey[]): number | undefined {
  const yaml = readSource(source);
  let node: unknown = yaml.doc.contents;
  let found: number | undefined;
  for (const key of fieldPath) {
    let next: Node | null | undefined;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
      const at = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
      if (at === undefined) break;
      found = at;
      next = pair?.value as Node | null | undefined;
    } else if (isSeq(node) && typeof key === 'number') {
      next = node.items[key] as Node | null | undefined;
      if (!next?.range) break;
      found = next.range[0];
    } else {
      break;
    }
    node = next;
  }
  return found === undefined ? undefined : lineAt(yaml, found);
}
