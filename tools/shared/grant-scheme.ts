import { getContent } from '@/lib/content';
import { formatDate } from '@/lib/dates';
import { listOf } from '@/lib/lists';
import { formatPounds } from './money';
import type { GrantFactProps } from '@/schemas/components';
import type { GrantScheme } from '@/schemas/grant';

/** The Boiler Upgrade Scheme's rules and figures, from content/boiler-upgrade-scheme.yaml. */
export function getGrantScheme(): GrantScheme {
  return getContent().grantScheme;
}

const dayRange = ({ min, max }: { min: number; max: number }) =>
  min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min}–${max} days`;

/** The scheme's facts as they read in running text, for <GrantFact /> and the checker's pages. */
export function grantFacts(scheme: GrantScheme): Record<GrantFactProps['name'], string> {
  return {
    name: scheme.name,
    amount: formatPounds(scheme.grant),
    nations: listOf(scheme.nations),
    ends: scheme.ends,
    epcMaxAgeYears: String(scheme.epcMaxAgeYears),
    grantsPerProperty: String(scheme.grantsPerProperty),
    applicationDays: dayRange(scheme.applicationDays),
    approvalDays: dayRange(scheme.approvalDays),
    lastChecked: formatDate(scheme.lastChecked),
  };
}
