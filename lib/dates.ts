function parts(date: string) {
  const value = new Date(`${date}T12:00:00Z`);
  const weekday = value.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const month = value.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
  return { weekday, month, day: value.getUTCDate(), year: value.getUTCFullYear() };
}

/** 2025-07-08 → "Tuesday 8th July 2025" (the legal pages' style). */
export function formatLongDate(date: string): string {
  const { weekday, month, day, year } = parts(date);
  const suffix =
    day % 100 >= 11 && day % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${weekday} ${day}${suffix} ${month} ${year}`;
}

/** 2025-10-01 → "1 October 2025" */
export function formatDate(date: string): string {
  const { month, day, year } = parts(date);
  return `${day} ${month} ${year}`;
}

/**
 * The latest date content may give, as 2026-11-24: tomorrow's date in UTC, so that a date typed as
 * today's in the UK passes whatever the hour of the build.
 */
export function latestContentDate(today: Date): string {
  return new Date(today.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A fault's words for a date after `latestContentDate`. */
export const futureDateMessage = (field: string, date: string) =>
  `"${field}" is ${formatDate(date)}, a date in the future: give the real date, today's at the latest`;
