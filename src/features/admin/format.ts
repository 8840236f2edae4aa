/** Display helpers of the admin console (dates, euros, list ranges) in the UI language. */

function locale(language: string): string {
  return language.startsWith('de') ? 'de-DE' : 'en-GB';
}

/** A date such as "12 Nov 2026" (en) or "12.11.2026" (de); an unreadable value stays as is. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(date);
}

/** Whole euros: "€4,500" (en) or "4.500 €" (de). */
export function formatEur(amount: number, language: string): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** First and last position (1-based) shown on a page, for "21–40 of 45". */
export function pageBounds(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** The short reference of a record id (its first block), as shown next to titles. */
export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}
