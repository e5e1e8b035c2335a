import { EditorState, StateEffect, StateField, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { findBlocks, type BlockRange } from '@/editor/blocks/parse';

/**
 * Each building block of the text shown as a chip ("Price table · 4 rows", with Edit), its code
 * folded away until staff open it. The blocks are found by the parser the content check uses
 * (editor/blocks/parse.ts), again once typing pauses; in between, their places follow the edits.
 */

export interface ChipActions {
  /** Edit block: the form of the block, filled in. */
  edit(block: BlockRange): void;
}

interface Chips {
  blocks: BlockRange[];
  /** The blocks shown as text, by where they start. */
  open: Set<number>;
}

export const setBlocks = StateEffect.define<BlockRange[]>();
export const toggleBlock = StateEffect.define<{ from: number; open: boolean }>();

const mapBlock = (block: BlockRange, map: (pos: number, assoc?: number) => number): BlockRange => ({
  ...block,
  from: map(block.from, 1),
  to: map(block.to, -1),
  ...(block.inner ? { inner: { from: map(block.inner.from, 1), to: map(block.inner.to, -1) } } : {}),
  ...(block.words ? { words: { from: map(block.words.from, 1), to: map(block.words.to, -1) } } : {}),
  ...(block.within === undefined ? {} : { within: map(block.within, 1) }),
});

export const chipsField = StateField.define<Chips>({
  create: (state) => ({ blocks: findBlocks(state.doc.toString()), open: new Set() }),
  update(chips, transaction) {
    let { blocks, open } = chips;
    if (transaction.docChanged) {
      const map = (pos: number, assoc?: number) => transaction.changes.mapPos(pos, assoc);
      blocks = blocks.map((block) => mapBlock(block, map)).filter((block) => block.to > block.from);
      open = new Set([...open].map((from) => map(from, 1)));
    }
    for (const effect of transaction.effects) {
      if (effect.is(setBlocks)) blocks = effect.value;
      if (effect.is(toggleBlock)) {
        open = new Set(open);
        if (effect.value.open) open.add(effect.value.from);
        else open.delete(effect.value.from);
      }
    }
    return blocks === chips.blocks && open === chips.open ? chips : { blocks, open };
  },
});

/** A block in a line of text whose chip shows: not one inside a folded block, which that block's chip stands for. */
const inLineShown = (block: BlockRange, open: ReadonlySet<number>) =>
  block.inline === true && (block.within === undefined || open.has(block.within));

/** The block the cursor is in or beside: one in the line's text at either end, else one on the cursor's lines. */
export function blockAtCursor(state: EditorState): BlockRange | undefined {
  const head = state.selection.main.head;
  const { blocks, open } = state.field(chipsField);
  return (
    blocks.find((block) => inLineShown(block, open) && head >= block.from && head <= block.to) ??
    blocks.find(
      (block) => !block.inline && head >= state.doc.lineAt(block.from).from && head <= state.doc.lineAt(block.to).to,
    )
  );
}

export const isOpen = (state: EditorState, block: BlockRange) => state.field(chipsField).open.has(block.from);

class ChipWidget extends WidgetType {
  constructor(
    readonly block: BlockRange,
    readonly folded: boolean,
    readonly actions: ChipActions,
  ) {
    super();
  }

  eq(other: ChipWidget) {
    return (
      other.block.label === this.block.label && other.block.from === this.block.from && other.folded === this.folded
    );
  }

  toDOM(view: EditorView) {
    const chip = document.createElement(this.block.inline ? 'span' : 'div');
    chip.className = `cm-block-chip${this.block.inline ? ' cm-block-chip-inline' : ''}${this.folded ? '' : ' cm-block-chip-open'}`;
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'cm-block-chip-toggle';
    toggle.setAttribute('aria-expanded', String(!this.folded));
    toggle.textContent = this.block.label;
    toggle.title = this.folded ? 'Show the text of this block' : 'Fold this block into its chip';
    toggle.addEventListener('click', () =>
      view.dispatch({ effects: toggleBlock.of({ from: this.block.from, open: this.folded }) }),
    );
    const edit = document.createElement('button');
    edit.type = 'button';
    edit.className = 'cm-block-chip-edit';
    edit.textContent = 'Edit';
    edit.setAttribute('aria-label', `Edit ${this.block.label}`);
    edit.addEventListener('click', () => this.actions.edit(this.block));
    chip.append(toggle, edit);
    return chip;
  }

  ignoreEvent() {
    return true;
  }
}

function chipDecorations(state: EditorState, actions: ChipActions): DecorationSet {
  const { blocks, open } = state.field(chipsField);
  const ranges: Range<Decoration>[] = [];
  for (const block of blocks) {
    // A block in a line of text: its chip in the line, in place of its code or before it.
    if (block.inline) {
      if (!inLineShown(block, open)) continue;
      const widget = new ChipWidget(block, !open.has(block.from), actions);
      ranges.push(
        open.has(block.from)
          ? Decoration.widget({ widget, side: -1 }).range(block.from)
          : Decoration.replace({ widget }).range(block.from, block.to),
      );
      continue;
    }
    const from = state.doc.lineAt(block.from).from;
    const to = state.doc.lineAt(block.to).to;
    if (open.has(block.from)) {
      ranges.push(
        Decoration.widget({ widget: new ChipWidget(block, false, actions), block: true, side: -1 }).range(from),
      );
    } else {
      ranges.push(Decoration.replace({ widget: new ChipWidget(block, true, actions), block: true }).range(from, to));
    }
  }
  return Decoration.set(ranges, true);
}

/** Finds the blocks again once typing has paused, so a chip's label follows what was typed. */
const refind = ViewPlugin.fromClass(
  class {
    timer: ReturnType<typeof setTimeout> | undefined;
    constructor(readonly view: EditorView) {}
    update(update: ViewUpdate) {
      if (!update.docChanged) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        const blocks = findBlocks(this.view.state.doc.toString());
        this.view.dispatch({ effects: setBlocks.of(blocks) });
      }, 250);
    }
    destroy() {
      clearTimeout(this.timer);
    }
  },
);

export function blockChips(actions: ChipActions): Extension {
  const decorations = StateField.define<DecorationSet>({
    create: (state) => chipDecorations(state, actions),
    update: (value, transaction) =>
      transaction.docChanged || transaction.effects.some((effect) => effect.is(setBlocks) || effect.is(toggleBlock))
        ? chipDecorations(transaction.state, actions)
        : value,
    provide: (field) => [
      EditorView.decorations.from(field),
      EditorView.atomicRanges.of((view) => view.state.field(field)),
    ],
  });
  return [chipsField, decorations, refind];
}
