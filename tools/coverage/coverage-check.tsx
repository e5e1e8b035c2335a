import { getSite } from '@/lib/site';
import type { TownDistricts } from '@/schemas/areas';
import { TextField } from '@/tools/shared/fields';
import { CoverageAnswer } from './coverage-answer';

function DistrictList({ areas }: { areas: readonly TownDistricts[] }) {
  return (
    <ul className="mt-2 space-y-1 text-slate-700">
      {areas.map(({ town, districts }) => (
        <li key={town}>
          <span className="font-semibold text-slate-900">{town}</span>: {districts.join(', ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Do we cover your area?": a postcode box that answers as the visitor types, started by the site
 * script (browser/coverage-check.ts) from the districts written on its root, with the towns and
 * their districts under it to read. No React: the answer is a line of text. Without JavaScript the
 * box is hidden and the list shows in its place. The districts are content/site.yaml's
 * (areas.postcodeDistricts).
 */
export function CoverageCheck({ id }: { id: string }) {
  const areas = getSite().areas.postcodeDistricts;
  const field = `${id}-postcode`;
  return (
    <div
      data-pagefind-ignore
      data-coverage-check={id}
      data-coverage-areas={JSON.stringify(areas.map(({ town, districts }) => ({ town, districts })))}
      className="print:hidden"
    >
      <div className="tool-needs-script">
        {/* A press before the site script has started the check is held, then answered (browser/held-submits.ts). */}
        <form noValidate data-hold-submit="" aria-label="Check a postcode" className="flex flex-wrap items-end gap-3">
          <TextField
            id={field}
            name={field}
            label="Your postcode"
            hint="The whole postcode, or its first part like B97"
            autoComplete="postal-code"
            spellCheck={false}
            maxWidth="max-w-40"
          />
          <button type="submit" className="tool-button-secondary">
            Check postcode
          </button>
        </form>
        <CoverageAnswer id={`${id}-answer`} typed="" areas={areas} />
      </div>
      <details className="tool-needs-script mt-4">
        <summary className="cursor-pointer font-semibold text-brand-800">Every town and district we cover</summary>
        <DistrictList areas={areas} />
      </details>
      <noscript>
        <p className="text-slate-700">
          The towns and postcode districts we cover. Somewhere else? Ask us anyway and we will tell you.
        </p>
        <DistrictList areas={areas} />
      </noscript>
    </div>
  );
}

/** The check as a panel of its own, on the service pages. */
export function CoverageSection() {
  const id = 'coverage-check';
  return (
    <section aria-labelledby={`${id}-title`} className="tool-panel">
      <h2 id={`${id}-title`} className="tool-title">
        Do we cover your area?
      </h2>
      <p className="tool-intro tool-needs-script mb-6">
        Type your postcode to see whether it is in the towns we usually cover. Somewhere else? Ask us anyway.
      </p>
      <CoverageCheck id={id} />
    </section>
  );
}
