/**
 * The one date format and the one money format of each UI language, through Intl:
 * dates "12 Nov 2026" (en) / "12.11.2026" (de), whole euros "€4,500" (en) / "4.500 €" (de).
 * Every screen formats through here, so one screen never mixes formats.
 */

/** The Intl locale of a UI language (British English: day before month, as in German). */
export function intlLocale(language: string): string {
  return language.startsWith('de') ? 'de-DE' : 'en-GB';
}

// Creating an Intl formatter is slow (locale data): one of each per language.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const euroFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(
  cache: Map<string, T>,
  language: string,
  create: (locale: string) => T,
  variant = '',
): T {
  const locale = intlLocale(language);
  let format = cache.get(locale + variant);
  if (!format) {
    format = create(locale);
    cache.set(locale + variant, format);
  }
  return format;
}

/**
 * A date or timestamp ("2026-11-12", "2026-11-12T10:00:00Z", a Date). A plain calendar date is
 * shown as that day everywhere; an unreadable value stays as it is.
 */
export function formatDate(value: string | Date, language: string): string {
  const plainDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date =
    typeof value === 'string' ? new Date(plainDay ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return cached(
    dateFormats,
    language,
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        ...(plainDay ? { timeZone: 'UTC' } : {}),
      }),
    plainDay ? 'utc' : '',
  ).format(date);
}

/** An amount in whole euros. */
export function formatEur(amount: number, language: string): string {
  return cached(
    euroFormats,
    language,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }),
  ).format(amount);
}

/** A count ("1,200" / "1.200"). */
export function formatNumber(value: number, language: string): string {
  return cached(numberFormats, language, (locale) => new Intl.NumberFormat(locale)).format(value);
}
