import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { openSearchPanel, search, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, keymap, lineNumbers } from '@codemirror/view';
import type { BlockRange } from '@/editor/blocks/parse';
import type { Finding } from '@/editor/check/page-findings';
import { blockAtCursor, blockChips, chipsField, isOpen, setBlocks, toggleBlock } from './block-chips';
import { findBlocks } from '@/editor/blocks/parse';
import { openBlockDialog } from './block-dialog';
import { checkAgain, findingsLint, problemCount, showProblems } from './findings-lint';
import { placeBlock, placeInline } from './place-block';
import { textBoxOpened } from './text-box-lines';
import { textBoxTheme } from './text-box-theme';

/**
 * The Text box of a page: CodeMirror 6 over the MDX as the file holds it, with Markdown
 * highlighting, line numbers, undo and find; the building blocks as chips, a menu to insert one
 * and a form to edit one (block-dialog.tsx). Above it, a bar of plain buttons, so that every action
 * works from the keyboard alone and by touch.
 */
export interface TextBoxOptions {
  value: string;
  /** The field's label, which names the text area for screen readers. */
  label: string;
  id: string;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(): void;
  /** The content check's findings in a text (./findings-lint.ts), asked for once typing pauses for `checkDelay` ms. */
  check?(text: string): Promise<readonly Finding[]>;
  checkDelay?: number;
}

export interface TextBox {
  /** Takes a value Decap gives that differs from what was typed (an entry loaded, a draft restored). */
  setValue(value: string): void;
  /** Asks for the findings again now: something else than the text (a setting) changed. */
  recheck(): void;
  destroy(): void;
}

export function createTextBox(parent: HTMLElement, options: TextBoxOptions): TextBox {
  let emitted = options.value;
  const bar = toolbar();
  parent.append(bar.element);

  const edit = (block: BlockRange) =>
    openBlockDialog({
      block,
      source: view.state.doc.toString(),
      onDone: (text) => replaceBlock(block, text),
      onShowText: () => showText(block),
      returnFocus: () => view.focus(),
    });

  const state = (value: string) =>
    EditorState.create({
      doc: value,
      extensions: extensions(options, {
        edit,
        insert: () => insert(),
        update: (view) => bar.update(view),
        emit: (text) => {
          emitted = text;
          options.onChange(text);
        },
      }),
    });

  const view = new EditorView({ parent, state: state(options.value) });
  const forget = textBoxOpened(view);
  bar.update(view);

  function replaceBlock(block: BlockRange, text: string) {
    // Its place now: the text may have changed since the form opened.
    const current = view.state.field(chipsField).blocks.find((found) => found.from === block.from) ?? block;
    view.dispatch({ changes: { from: current.from, to: current.to, insert: text }, scrollIntoView: true });
    view.focus();
  }

  function showText(block: BlockRange) {
    view.dispatch({
      effects: toggleBlock.of({ from: block.from, open: true }),
      selection: { anchor: block.from },
      scrollIntoView: true,
    });
    view.focus();
  }

  function insert() {
    const head = view.state.selection.main.head;
    openBlockDialog({
      source: view.state.doc.toString(),
      onDone: (text, info) => {
        const place = (info.inline ? placeInline : placeBlock)(view.state, head, text);
        view.dispatch({ changes: place, selection: { anchor: place.blockFrom } });
        // A block that holds text opens on its words, ready to type over: a Steps block on its first
        // step's words, so what is typed stays inside a <Step>.
        const blocks = findBlocks(view.state.doc.toString());
        const added = blocks.find((block) => block.from === place.blockFrom);
        view.dispatch({
          effects: [setBlocks.of(blocks), ...(added?.inner ? [toggleBlock.of({ from: added.from, open: true })] : [])],
          selection: added?.words ? { anchor: added.words.from, head: added.words.to } : { anchor: place.blockTo },
          scrollIntoView: true,
        });
        view.focus();
      },
      returnFocus: () => view.focus(),
    });
  }

  bar.onInsert(insert);
  bar.onEdit(() => {
    const block = blockAtCursor(view.state);
    if (block) edit(block);
  });
  bar.onToggle(() => {
    const block = blockAtCursor(view.state);
    if (block) view.dispatch({ effects: toggleBlock.of({ from: block.from, open: !isOpen(view.state, block) }) });
    view.focus();
  });
  bar.onFind(() => openSearchPanel(view));
  bar.onProblems(() => showProblems(view));

  return {
    setValue(value) {
      if (value === emitted || value === view.state.doc.toString()) return;
      emitted = value;
      view.setState(state(value));
      bar.update(view);
    },
    recheck() {
      if (options.check) checkAgain(view);
    },
    destroy() {
      forget();
      view.destroy();
      bar.element.remove();
    },
  };
}

interface Hooks {
  edit(block: BlockRange): void;
  insert(): void;
  update(view: EditorView): void;
  emit(text: string): void;
}

function extensions(options: TextBoxOptions, hooks: Hooks): Extension {
  return [
    lineNumbers(),
    history(),
    drawSelection(),
    markdown(),
    syntaxHighlighting(defaultHighlightStyle),
    search({ top: true }),
    EditorView.lineWrapping,
    // No Tab binding: Tab leaves the text box, as in any form (WCAG 2.1.2).
    keymap.of([
      { key: 'Mod-Shift-b', run: () => (hooks.insert(), true) },
      ...defaultKeymap,
      ...historyKeymap,
      ...searchKeymap,
    ]),
    EditorView.contentAttributes.of({ id: options.id, 'aria-label': options.label, 'aria-multiline': 'true' }),
    blockChips({ edit: hooks.edit }),
    options.check ? findingsLint(options.check, options.checkDelay ?? 200) : [],
    textBoxTheme,
    EditorView.updateListener.of((update) => {
      if (update.docChanged) hooks.emit(update.state.doc.toString());
      if (update.focusChanged) (update.view.hasFocus ? options.onFocus : options.onBlur)();
      if (update.docChanged || update.selectionSet || update.transactions.some((t) => t.effects.length > 0)) {
        hooks.update(update.view);
      }
    }),
  ];
}

function button(text: string, action: string) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.dataset.action = action;
  element.className = 'cm-text-box-button';
  return element;
}

function toolbar() {
  const element = document.createElement('div');
  element.setAttribute('role', 'toolbar');
  element.setAttribute('aria-label', 'Building blocks');
  element.className = 'cm-text-box-bar';
  const insert = button('Insert block…', 'insert');
  const edit = button('Edit block', 'edit');
  const toggle = button('Show block text', 'toggle');
  const find = button('Find', 'find');
  const problems = button('Problems (0)', 'problems');
  problems.setAttribute('aria-keyshortcuts', 'Control+Shift+M');
  const status = document.createElement('span');
  status.className = 'cm-text-box-status';
  status.setAttribute('role', 'status');
  element.append(insert, edit, toggle, find, problems, status);
  return {
    element,
    onInsert: (run: () => void) => insert.addEventListener('click', run),
    onEdit: (run: () => void) => edit.addEventListener('click', run),
    onToggle: (run: () => void) => toggle.addEventListener('click', run),
    onFind: (run: () => void) => find.addEventListener('click', run),
    onProblems: (run: () => void) => problems.addEventListener('click', run),
    update(view: EditorView) {
      const block = blockAtCursor(view.state);
      edit.disabled = !block;
      toggle.disabled = !block;
      toggle.textContent = block && isOpen(view.state, block) ? 'Fold block' : 'Show block text';
      const count = `Problems (${problemCount(view.state)})`;
      if (problems.textContent !== count) problems.textContent = count;
      const words = block ? `Cursor in: ${block.label}` : '';
      if (status.textContent !== words) status.textContent = words;
    },
  };
}
