import editingGuide from '@/EDITING.md';
import { componentExamples } from '@/lib/content/component-examples';
import { blockCatalogue, type BlockInfo } from './catalogue';

let catalogue: BlockInfo[] | undefined;
let titles: Map<string, string> | undefined;

/** The block menu's entries, read from EDITING.md (bundled as text) when a dialog first opens, not as /admin loads. */
export const blocks = (): BlockInfo[] => (catalogue ??= blockCatalogue(editingGuide));

/**
 * The block's name in everyday words, as EDITING.md's heading gives it: "Price table". For the chips,
 * from the headings alone: the menu's examples are parsed only when it first opens.
 */
export function blockTitle(name: string): string {
  titles ??= new Map(
    componentExamples(editingGuide).flatMap((example) => example.names.map((each) => [each, example.title])),
  );
  return titles.get(name) ?? name;
}
