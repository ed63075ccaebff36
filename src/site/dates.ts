const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A date as the site shows it: long US English, 'March 4, 2026', from an ISO date
 * or a WordPress wall-clock time ('2026-03-04' or '2026-03-04T23:30:00', read as written, in no
 * time zone); '' for an unreadable date.
 */
export function formatLongDate(date: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!day) return '';
  const utc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (Number.isNaN(utc)) return '';
  return longDate.format(utc);
}
