/**
 * "Do we cover your area?" (tools/coverage/coverage-check.tsx renders it): the postcode box answers
 * as the visitor types, and again at a press of its button. The districts come from the check's own
 * HTML (`data-coverage-areas`, content/site.yaml's), the answer from the same logic as the quote
 * request's (tools/coverage/coverage.ts). Nothing is sent or kept. Without this script the box is
 * hidden and the list of towns and districts shows in its place; a press made before it arrives is
 * held (held-submits.ts) and answered once it starts.
 */
import { coverageOf, coverageText } from '@/tools/coverage/coverage';
import type { takeOverHeldForm } from './held-submits';

type Areas = Parameters<typeof coverageOf>[1];

const ASK = 'Type a postcode to check, like B97 4AB';

function enhance(root: HTMLElement, takeOver: typeof takeOverHeldForm): void {
  const id = root.dataset.coverageCheck;
  const form = root.querySelector('form');
  const field = root.ownerDocument.getElementById(`${id}-postcode`);
  const answer = root.ownerDocument.getElementById(`${id}-answer`);
  if (!form || !(field instanceof HTMLInputElement) || !answer) return;
  const areas = JSON.parse(root.dataset.coverageAreas ?? '[]') as Areas;
  // Once the button has been pressed, a box without a district asks for a postcode.
  let pressed = false;

  const show = () => {
    const coverage = coverageOf(field.value, areas);
    const text = coverage ? coverageText(coverage) : pressed ? ASK : '';
    // Written only when it changes: a screen reader says the live region again at every write.
    if (answer.textContent !== text) answer.textContent = text;
  };
  field.addEventListener('input', show);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    pressed = true;
    show();
  });
  // A postcode typed before the script arrived is answered at once.
  show();
  takeOver(form);
}

/**
 * Starts each check of the page. The call that replays a held press is handed in by the site script,
 * which has it already: imported here as well, it would become a chunk of its own that every page
 * waits for.
 */
export function startCoverageChecks(doc: Document, takeOver: typeof takeOverHeldForm): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-coverage-check]')) enhance(root, takeOver);
}
