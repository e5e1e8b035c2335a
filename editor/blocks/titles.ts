import editingGuide from '@/EDITING.md';
import { blockCatalogue, type BlockInfo } from './catalogue';

let catalogue: BlockInfo[] | undefined;

/** The block menu's entries, read from EDITING.md (bundled as text) when first asked for, not as /admin loads. */
export const blocks = (): BlockInfo[] => (catalogue ??= blockCatalogue(editingGuide));

/** The block's name in everyday words, as EDITING.md's heading gives it: "Price table". */
export const blockTitle = (name: string): string => blocks().find((info) => info.name === name)?.title ?? name;
