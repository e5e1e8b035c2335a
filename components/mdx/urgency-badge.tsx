import type { UrgencyBadgeProps } from '@/schemas/components';

const styles = {
  High: 'bg-red-100 text-red-800 ring-red-700',
  Medium: 'bg-amber-100 text-amber-900 ring-amber-700',
  Low: 'bg-green-100 text-green-800 ring-green-700',
} as const;

/** How urgent a problem is, in words as well as colour. */
export function UrgencyBadge({ level }: UrgencyBadgeProps) {
  return (
    <span
      className={`ml-2 inline-flex items-center rounded-full px-2.5 py-0.5 align-middle text-xs font-semibold ring-1 ${styles[level]}`}
    >
      {level} urgency
    </span>
  );
}
