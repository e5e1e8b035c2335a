import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { collections } from '../collections';

/** Every setting a page of any kind may have. */
const SETTING_NAMES = new Set(Object.values(collections).flatMap((collection) => Object.keys(collection.schema.shape)));

/**
 * A setting written below the settings block's closing --- (added at the end of the block, or a
 * second copy of the block pasted in): it would show as text at the top of the page, and do nothing.
 * Reported once, at the first such line before the page's first heading.
 */
export const straySettings = lintRule<Root>({ origin: 'content-check:stray-settings' }, (_, file) => {
  const lines = String(file.value).split('\n');
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (closing === -1) return;
  for (let at = closing + 1; at < lines.length; at += 1) {
    const line = lines[at]!;
    if (/^#{1,6}\s/.test(line)) return;
    const name = /^([A-Za-z]+):(?:\s|$)/.exec(line)?.[1];
    if (!name || !SETTING_NAMES.has(name)) continue;
    // A second copy of the whole block, between --- lines of its own: delete it whole.
    const opened = lines.slice(closing + 1, at).findIndex((above) => above.trim() === '---');
    const ends = lines.findIndex((below, index) => index > at && below.trim() === '---');
    if (opened !== -1 && ends !== -1) {
      file.message(
        `the settings block appears twice: the copy from this line to line ${ends + 1} would show as text at the top of the page, so delete those lines (the first copy, lines 1 to ${closing + 1}, is the one read)`,
        { line: closing + 2 + opened, column: 1 },
      );
      return;
    }
    file.message(
      `the setting "${name}" is below the closing --- of the settings block (line ${closing + 1}), so it would show as text at the top of the page and do nothing: move it up, above that line (or delete it, if the setting is there already)`,
      { line: at + 1, column: 1 },
    );
    return;
  }
});
