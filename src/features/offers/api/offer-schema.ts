/** Bounds the database enforces too (public.submit_loi(), public.counter_loi()). */
export const OFFER_LIMITS = {
  maxEur: 10_000_000_000,
  minDays: 1,
  maxDays: 180,
  maxValidDays: 365,
  maxNote: 2000,
} as const;

/** Today in the marketplace's time zone, as YYYY-MM-DD (offers are valid through their day there). */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}

/** YYYY-MM-DD plus days (calendar arithmetic in UTC, no time zone shifts). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
