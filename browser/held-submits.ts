/**
 * A tool's form pressed before its script has started (an island's, or the postcode check's):
 * rather than submitting as a plain HTML form, the press is held, and the tool replays it as soon
 * as it starts (takeOverHeldForm, which islands call through tools/shared/use-held-submit.ts). So a visitor's early tap is answered late, never lost and
 * never sent anywhere. A reset (the tools' "clear" buttons) clears the fields at once, as the
 * browser does, and is replayed too, so the island also forgets the answers it keeps for the tab.
 */

/** Marks a form whose early submits are held. */
export const HOLD_ATTRIBUTE = 'data-hold-submit';
/** Set by the tool once it handles the form itself. */
export const READY_ATTRIBUTE = 'data-ready';
/** Set here on a form whose submit is waiting for its tool. */
export const PENDING_ATTRIBUTE = 'data-submit-pending';
/** Set here on a form reset while waiting for its tool. */
export const RESET_PENDING_ATTRIBUTE = 'data-reset-pending';

const waiting = (target: EventTarget | null): HTMLFormElement | null => {
  const form = target as HTMLFormElement | null;
  return form?.hasAttribute?.(HOLD_ATTRIBUTE) && !form.hasAttribute(READY_ATTRIBUTE) ? form : null;
};

export function holdEarlySubmits(doc: Document = document): void {
  // Capturing at the document, so these run before any other handler once the island has started too.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = waiting(event.target);
      if (!form) return;
      event.preventDefault();
      form.setAttribute(PENDING_ATTRIBUTE, '');
    },
    true,
  );
  doc.addEventListener(
    'reset',
    (event) => {
      const form = waiting(event.target);
      if (!form) return;
      // A press held before it was for the answers now cleared.
      form.removeAttribute(PENDING_ATTRIBUTE);
      form.setAttribute(RESET_PENDING_ATTRIBUTE, '');
    },
    true,
  );
}

/**
 * Called by a tool once it handles its form itself, after it has read what the form already holds:
 * marks the form ready, then replays a reset, then a submit, held while the tool was on its way.
 */
export function takeOverHeldForm(form: HTMLFormElement): void {
  form.setAttribute(READY_ATTRIBUTE, '');
  if (form.hasAttribute(RESET_PENDING_ATTRIBUTE)) {
    form.removeAttribute(RESET_PENDING_ATTRIBUTE);
    form.reset();
  }
  if (!form.hasAttribute(PENDING_ATTRIBUTE)) return;
  form.removeAttribute(PENDING_ATTRIBUTE);
  form.requestSubmit();
}
