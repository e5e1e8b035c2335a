import { Island } from '@/components/islands/island';
import { getSite } from '@/lib/site';
import type { TownDistricts } from '@/schemas/areas';

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
 * "Do we cover your area?": a postcode box that answers as the visitor types (the island), with the
 * towns and their districts under it to read. Without JavaScript the box is hidden and the list
 * shows in its place. The districts are content/site.yaml's (areas.postcodeDistricts).
 */
export function CoverageCheck({ id }: { id: string }) {
  const areas = getSite().areas.postcodeDistricts;
  return (
    <div data-pagefind-ignore data-coverage-check={id} className="print:hidden">
      <Island name="CoverageCheckIsland" props={{ id, areas }} className="tool-needs-script" />
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
