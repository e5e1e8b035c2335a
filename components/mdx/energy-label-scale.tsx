import type { EnergyLabelScaleProps } from '@/schemas/components';

/** The boiler efficiency bands of the specification. */
const bands = [
  { band: 'A', range: '90% and above', width: 'w-[40%]', colour: 'bg-green-800' },
  { band: 'B', range: '86–90%', width: 'w-[48%]', colour: 'bg-green-700' },
  { band: 'C', range: '82–86%', width: 'w-[56%]', colour: 'bg-lime-700' },
  { band: 'D', range: 'below 82%', width: 'w-[64%]', colour: 'bg-yellow-700' },
  { band: 'E', range: 'below 82%', width: 'w-[72%]', colour: 'bg-amber-700' },
  { band: 'F', range: 'below 82%', width: 'w-[80%]', colour: 'bg-orange-700' },
  { band: 'G', range: 'below 82%', width: 'w-[88%]', colour: 'bg-red-700' },
] as const;

/**
 * The bands as bars of growing length, each at least wide enough for its range. The recommended one
 * is ringed (an outline, which forced colours keep) and named in the caption: a label beside its bar
 * would drop below it on a narrow phone, away from what it points at.
 */
export function EnergyLabelScale({ highlight }: EnergyLabelScaleProps) {
  return (
    <figure className="my-8">
      <ul className="space-y-1.5">
        {bands.map(({ band, range, width, colour }) => {
          const marked = band === highlight;
          return (
            <li key={band} className="flex">
              <span
                className={`flex min-h-9 min-w-[min(11rem,100%)] items-center justify-between rounded-r-full px-3 font-bold text-white ${width} ${colour} ${
                  marked ? 'outline-4 outline-offset-2 outline-slate-900' : ''
                }`}
              >
                <span>{band}</span>
                <span className="text-sm font-semibold">{range}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-3 text-sm text-slate-600">
        Boiler efficiency bands: A is 90% or more, B 86–90%, C 82–86%, and D to G below 82%.
        {highlight && ` The band we recommend, ${highlight}, is ringed.`}
      </figcaption>
    </figure>
  );
}
