import type { TownDistricts } from '@/schemas/areas';
import { coverageOf, coverageText } from './coverage';

interface CoverageAnswerProps {
  id: string;
  /** What is in the postcode field. */
  typed: string;
  areas: readonly TownDistricts[];
  /** What to say while no district is typed: nothing, unless given. */
  otherwise?: string;
}

/**
 * The answer to "do you cover my area?" under a postcode field, in a polite live region so a screen
 * reader says it once the visitor pauses. Always in the page, empty until a district is typed: a
 * live region added with its words already in it is not announced. Never styled as an error.
 */
export function CoverageAnswer({ id, typed, areas, otherwise }: CoverageAnswerProps) {
  const coverage = coverageOf(typed, areas);
  return (
    <p id={id} role="status" className="mt-2 font-semibold text-slate-900">
      {coverage ? coverageText(coverage) : otherwise}
    </p>
  );
}
