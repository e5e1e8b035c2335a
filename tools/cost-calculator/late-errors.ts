/**
 * When a live form shows its errors: late, and clears them early ("reward early, punish late").
 * A field the visitor is typing in keeps its error to itself until they leave it or press the
 * button, so a half-typed figure neither writes a message above the field, pushing it down the
 * screen, nor swaps the answer for an error list. A field already showing an error is checked at
 * every keystroke, so the message goes as soon as the figure is right.
 */

export interface LateError<Field extends string> {
  field: Field;
  message: string;
}

/** The errors to show: all but those of the field being typed in. */
export const shownErrors = <Field extends string>(
  errors: readonly LateError<Field>[],
  editing: Field | null,
): LateError<Field>[] => errors.filter((error) => error.field !== editing);

/**
 * The field whose errors wait, after a keystroke in `field`: that field, unless it is showing an
 * error already (then its errors follow the typing).
 */
export const editingAfterInput = <Field extends string>(
  field: Field,
  shown: readonly LateError<Field>[],
): Field | null => (shown.some((error) => error.field === field) ? null : field);
