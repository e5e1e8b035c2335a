import type { TownDistricts } from '@/schemas/areas';
import { coverageOf, coverageText } from './coverage';

interface CoverageAnswerProps {
  id: string;
  /** What is in the postcode field. */
  typed: string;
  areas: readonly TownDistricts[];
}

/**
 * The answer to "do you cover my area?" under a postcode field, in a polite live region so a screen
 * reader says it once the visitor pauses. Always in the page, empty until a district is typed: a
 * live region added with its words already in it is not announced. Never styled as an error. The
 * quote request renders it as the visitor types; the postcode check renders it empty, and its
 * script (browser/coverage-check.ts) writes the same words into it.
 */
export function CoverageAnswer({ id, typed, areas }: CoverageAnswerProps) {
  const coverage = coverageOf(typed, areas);
  return (
    <p id={id} role="status" className="mt-2 font-semibold text-slate-900">
      {coverage ? coverageText(coverage) : null}
    </p>
  );
}
