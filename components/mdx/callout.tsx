import type { ReactNode } from 'react';
import { AlertIcon, LightbulbIcon, ShieldIcon } from '@/components/icons';
import type { CalloutProps } from '@/schemas/components';

const styles = {
  safety: { label: 'Safety', Icon: ShieldIcon, box: 'border-red-700 bg-red-50', text: 'text-red-800' },
  warning: { label: 'Warning', Icon: AlertIcon, box: 'border-amber-600 bg-amber-50', text: 'text-amber-900' },
  tip: { label: 'Tip', Icon: LightbulbIcon, box: 'border-brand-600 bg-brand-50', text: 'text-brand-800' },
} as const;

/**
 * A safety note, warning or tip; the kind is written out, never shown by colour alone. A note, not an
 * aside: a landmark's name must be unique on its page, and a page may hold two tips.
 */
export function Callout({ type, title, children }: CalloutProps & { children?: ReactNode }) {
  const { label, Icon, box, text } = styles[type];
  return (
    <div
      role="note"
      className={`my-8 rounded-lg border-l-4 p-5 ${box}`}
      aria-label={title ? `${label}: ${title}` : label}
    >
      <p className={`flex items-center gap-2 font-semibold ${text}`}>
        <Icon className="size-5 shrink-0" />
        <span>
          {label}
          {title ? `: ${title}` : ''}
        </span>
      </p>
      <div className="mt-2 space-y-3 text-slate-800 [&_a]:font-medium [&_a]:underline">{children}</div>
    </div>
  );
}
