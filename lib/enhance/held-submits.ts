/**
 * A tool's form (an island's) pressed before the island has started: rather than submitting as a
 * plain HTML form, the press is held, and the island replays it as soon as it starts
 * (tools/shared/use-held-submit.ts). So a visitor's early tap is answered late, never lost and
 * never sent anywhere.
 */

/** Marks a form whose early submits are held. */
export const HOLD_ATTRIBUTE = 'data-hold-submit';
/** Set by the island once it handles the form itself. */
export const READY_ATTRIBUTE = 'data-ready';
/** Set here on a form whose submit is waiting for its island. */
export const PENDING_ATTRIBUTE = 'data-submit-pending';

export function holdEarlySubmits(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement | null;
      if (!form?.hasAttribute?.(HOLD_ATTRIBUTE) || form.hasAttribute(READY_ATTRIBUTE)) return;
      event.preventDefault();
      form.setAttribute(PENDING_ATTRIBUTE, '');
    },
    // Capturing at the document, so this runs before any other handler once the island has started too.
    true,
  );
}
