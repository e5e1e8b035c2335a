import { useId, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BlockForm, blockFormStyles } from '@/editor/blocks/block-form';
import type { BlockInfo } from '@/editor/blocks/catalogue';
import { blockFields, type FormField } from '@/editor/blocks/form-fields';
import { blocks } from '@/editor/blocks/titles';
import type { BlockRange } from '@/editor/blocks/parse';
import { freshInner, writeBlock } from '@/editor/blocks/write';
import { blockText } from '@/editor/preview/block-text';
import { dialogStyles } from './dialog-styles';

/**
 * The block menu and the block's form, in a modal <dialog> over the editor, drawn by the site's
 * React in a root of its own (Decap's bundle has its own React). Choosing a block opens its form;
 * Insert (or Save) hands back the block's MDX in the house style. A block the form cannot show
 * (settings written as code) opens as a plain-words reason, and a way to its text.
 */
export interface BlockDialogOptions {
  /** The block to edit; without it, the menu to insert one. */
  block?: BlockRange;
  source: string;
  /** The block's text, and the block as the menu knows it. */
  onDone(text: string, info: BlockInfo): void;
  onShowText?(): void;
  returnFocus(): void;
}

const infoOf = (name: string) => blocks().find((info) => info.name === name);

/** A block chosen for its form, and the form's inputs: a choice its schema marks shows what the block shows for it. */
interface Chosen {
  info: BlockInfo;
  fields: FormField[];
}

/** Renders the block once for each such choice (blockText): call it on a click, or before the dialog renders. */
function choose(info: BlockInfo): Chosen {
  const fields = blockFields(info.name).map((field) => {
    if (!field.choicesShown) return field;
    const optionLabels = Object.fromEntries(
      (field.options ?? []).flatMap((option) => {
        const text = blockText(info.name, { [field.key]: option });
        return text ? [[option, text]] : [];
      }),
    );
    return { ...field, optionLabels };
  });
  return { info, fields };
}

export function openBlockDialog(options: BlockDialogOptions) {
  addStyles();
  const dialog = document.createElement('dialog');
  dialog.className = 'block-dialog';
  dialog.setAttribute('aria-label', options.block ? `Edit ${options.block.label}` : 'Insert a building block');
  document.body.append(dialog);
  const root = createRoot(dialog);
  const close = () => {
    root.unmount();
    dialog.remove();
    options.returnFocus();
  };
  // Escape closes it, as the browser does, and tidies up.
  dialog.addEventListener('close', close, { once: true });
  const finish = (done?: { text: string; info: BlockInfo }) => {
    dialog.removeEventListener('close', close);
    dialog.close();
    root.unmount();
    dialog.remove();
    if (done === undefined) options.returnFocus();
    else options.onDone(done.text, done.info);
  };
  const editing = options.block && infoOf(options.block.name);
  root.render(
    <BlockDialog
      options={options}
      first={editing && choose(editing)}
      done={finish}
      cancel={() => finish()}
      showText={() => {
        finish();
        options.onShowText?.();
      }}
    />,
  );
  dialog.showModal();
}

function BlockDialog({
  options,
  first,
  done,
  cancel,
  showText,
}: {
  options: BlockDialogOptions;
  /** The block being edited, chosen before the dialog rendered. */
  first: Chosen | undefined;
  done(finished: { text: string; info: BlockInfo }): void;
  cancel(): void;
  showText(): void;
}) {
  const { block, source } = options;
  const [chosen, setChosen] = useState(first);
  const heading = useId();

  if (block?.reason) {
    return (
      <section aria-labelledby={heading}>
        <h2 id={heading}>{block.label}: edit it as text</h2>
        <p>{block.reason}</p>
        <p>The form leaves this block as it is written, so that nothing in it is lost.</p>
        <div className="block-dialog-buttons">
          <button type="button" className="block-dialog-primary" onClick={showText}>
            Show its text
          </button>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      </section>
    );
  }

  if (!chosen) {
    return (
      <section aria-labelledby={heading}>
        <h2 id={heading}>Insert a building block</h2>
        <p>Choose a block. Its settings come next, in a form.</p>
        <ul className="block-menu">
          {blocks().map((info) => (
            <li key={info.name}>
              <button
                type="button"
                aria-describedby={`${heading}-${info.name}`}
                onClick={() => {
                  const next = choose(info);
                  if (next.fields.length === 0 && !info.wraps) done({ text: writeBlock(info.name, {}), info });
                  else setChosen(next);
                }}
              >
                {info.title}
              </button>
              <span id={`${heading}-${info.name}`}>{info.summary}</span>
            </li>
          ))}
        </ul>
        <div className="block-dialog-buttons">
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      </section>
    );
  }

  const { info, fields } = chosen;
  const inner = block?.inner ? source.slice(block.inner.from, block.inner.to) : freshInner(info.name);
  return (
    <BlockForm
      entry={info}
      fields={fields}
      initial={block?.name === 'Steps' ? { steps: block.steps } : block?.props}
      onSubmit={(props) =>
        done({ text: writeBlock(info.name, props, info.name === 'Steps' ? undefined : inner), info })
      }
      onCancel={block ? cancel : () => setChosen(undefined)}
    />
  );
}

let styled = false;
function addStyles() {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.textContent = dialogStyles + blockFormStyles;
  document.head.append(style);
}
