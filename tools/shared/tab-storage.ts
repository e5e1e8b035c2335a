/**
 * A tool's answers kept in this tab only (sessionStorage): they outlast a reload, a phone reloading a
 * tab it had set aside while the visitor was in another app, and going back; they go when the tab
 * closes, and nothing leaves the browser. Storage may be refused or full (private browsing, a
 * setting): then the tools simply work without it.
 */

export type SavedAnswers = Record<string, string>;

/** The answers saved under `key`; none when there are none, storage is refused, or what is there is not answers. */
export function readSaved(key: string, storage: Pick<Storage, 'getItem'> | undefined = tabStorage()): SavedAnswers {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Keeps the answers under `key`, or forgets them when there are none. */
export function save(
  key: string,
  answers: SavedAnswers,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = tabStorage(),
): void {
  try {
    if (Object.keys(answers).length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(answers));
  } catch {
    // Full or refused: the tool works without it.
  }
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Reading sessionStorage itself throws where storage is blocked.
    return undefined;
  }
}

type Control = Element | RadioNodeList | null;
const isCheckbox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'checkbox';

/** The named fields as the form holds them: a field's text, a checkbox's "on" or "off", a radio group's choice or "". */
export function fieldValues(form: HTMLFormElement, names: readonly string[]): SavedAnswers {
  const values: SavedAnswers = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if (isCheckbox(control)) values[name] = control.checked ? 'on' : 'off';
    else if (control && 'value' in control) values[name] = control.value;
  }
  return values;
}

/**
 * Puts saved answers back in their fields, except a field the visitor has changed already: what they
 * typed or chose before the script arrived is newer than anything saved.
 */
export function restoreFields(form: HTMLFormElement, saved: SavedAnswers, names: readonly string[]): void {
  for (const name of names) {
    const value = saved[name];
    if (value === undefined) continue;
    const control = form.elements.namedItem(name);
    if (isCheckbox(control)) {
      if (control.checked === control.defaultChecked) control.checked = value === 'on';
    } else if (control instanceof RadioNodeList) {
      const untouched = [...control].every(
        (radio) => (radio as HTMLInputElement).checked === (radio as HTMLInputElement).defaultChecked,
      );
      if (untouched && value !== '') control.value = value;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value === control.defaultValue) control.value = value;
    }
  }
}
