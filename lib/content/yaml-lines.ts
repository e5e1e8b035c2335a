const KEY = /^(\s*(?:-\s+)?)([\w-]+)\s*:/;
const ITEM = /^(\s*)-(?:\s|$)/;

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;
const isContent = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');

/**
 * The end of the block that starts at `from` and is indented deeper than `indent`; a key's block
 * includes a list at the key's own indentation.
 */
function blockEnd(lines: readonly string[], from: number, end: number, indent: number, ofKey: boolean): number {
  for (let at = from; at < end; at += 1) {
    const line = lines[at]!;
    if (!isContent(line) || indentOf(line) > indent) continue;
    // A block list may sit at its key's own indentation (`related:` then `- /boilers`).
    if (ofKey && indentOf(line) === indent && ITEM.test(line)) continue;
    return at;
  }
  return end;
}

/**
 * The line of a YAML field, to point editors at it: follows nested keys (`phone.international`)
 * and list positions (`testimonials[2].rating`) by indentation. In an MDX file only the settings
 * block between the --- lines is searched. Stops at the deepest part it finds.
 */
export function lineOf(source: string, fieldPath: readonly PropertyKey[]): number | undefined {
  const lines = source.split('\n');
  let start = 0;
  let end = lines.length;
  if (lines[0]?.trim() === '---') {
    const close = lines.findIndex((line, at) => at > 0 && line.trim() === '---');
    start = 1;
    end = close === -1 ? lines.length : close;
  }
  let found: number | undefined;
  for (const key of fieldPath) {
    let hit = -1;
    let indent = 0;
    if (typeof key === 'number') {
      const first = lines.findIndex((line, at) => at >= start && at < end && ITEM.test(line));
      if (first === -1) break;
      indent = indentOf(lines[first]!);
      let count = -1;
      for (let at = first; at < end && hit === -1; at += 1) {
        const line = lines[at]!;
        if (isContent(line) && indentOf(line) === indent && ITEM.test(line)) count += 1;
        if (count === key) hit = at;
      }
      if (hit === -1) break;
      // The item's first key shares its line: search from the item itself.
      start = hit;
      end = blockEnd(lines, hit + 1, end, indent, false);
    } else {
      const first = lines.findIndex((line, at) => at >= start && at < end && KEY.test(line));
      if (first === -1) break;
      const level = KEY.exec(lines[first]!)![1]!.length;
      hit = lines.findIndex((line, at) => {
        if (at < start || at >= end) return false;
        const match = KEY.exec(line);
        return match !== null && match[1]!.length === level && match[2] === key;
      });
      if (hit === -1) break;
      indent = level;
      start = hit + 1;
      end = blockEnd(lines, hit + 1, end, indent, true);
    }
    found = hit + 1;
  }
  return found;
}
