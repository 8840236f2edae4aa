/**
 * The one date format and the one money format of each UI language:
 * dates "12 Nov 2026" (en) / "12.11.2026" (de), whole euros "€4,500" (en) / "4.500 €" (de).
 * Every screen formats through here, so one screen never mixes formats.
 *
 * Dates and whole numbers are written here rather than by Intl: the first Intl formatter of a page
 * loads the locale data, 25-45 ms of main thread on a phone, in the middle of the first render of
 * /discover's cards. The output is the same as Intl's (en-GB and de-DE, `dateStyle: 'medium'`,
 * currency EUR without cents), which format.test.ts checks; fractions still go through Intl.
 */

/** The Intl locale of a UI language (British English: day before month, as in German). */
export function intlLocale(language: string): string {
  return language.startsWith('de') ? 'de-DE' : 'en-GB';
}

const isGerman = (language: string) => language.startsWith('de');

// en-GB's abbreviated months (CLDR; September is "Sept").
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date or timestamp ("2026-11-12", "2026-11-12T10:00:00Z", a Date). A timestamp is shown as
 * the day it is where the reader is; a plain calendar date as that day everywhere; an unreadable
 * value stays as it is.
 */
export function formatDate(value: string | Date, language: string): string {
  const plainDay = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  let year: number, month: number, day: number;
  if (plainDay) {
    [year, month, day] = [Number(plainDay[1]), Number(plainDay[2]) - 1, Number(plainDay[3])];
  } else {
    const date = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(date.getTime())) return String(value);
    [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  }
  return isGerman(language)
    ? `${twoDigits(day)}.${twoDigits(month + 1)}.${year}`
    : `${day} ${MONTHS_EN[month]} ${year}`;
}

/**
 * The day in Germany (Europe/Berlin) of an instant, written as formatDate writes days: the day an
 * invoice was issued or paid as its PDF and the accountant's export state it, wherever the reader's
 * browser is (an instant at midnight in Berlin is the evening before in New York or UTC).
 */
export function formatBerlinDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatDate(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date),
    language,
  );
}

/**
 * A moment with its time of day where the reader is: "12 Nov 2026, 14:05" (en) /
 * "12.11.2026, 14:05" (de), the date part as formatDate writes it (Intl's `dateStyle: 'medium',
 * timeStyle: 'short'`). Messages, notifications and logs use this, never a second date style.
 */
export function formatDateTime(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(date, language)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** Digits of a whole number in groups of three ("4,500,000" / "4.500.000"), with its sign. */
function groupedInteger(value: number, language: string): string {
  const digits = String(Math.abs(value));
  const separator = isGerman(language) ? '.' : ',';
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${grouped}` : grouped;
}

// Intl for what is not a whole number (rare): created on first use.
const fractionFormats = new Map<string, Intl.NumberFormat>();

/** An amount in whole euros (rounded as Intl rounds: half away from zero). */
export function formatEur(amount: number, language: string): string {
  if (!Number.isFinite(amount)) return String(amount);
  const whole = Math.sign(amount) * Math.round(Math.abs(amount)) || 0;
  const number = groupedInteger(Math.abs(whole), language);
  const sign = whole < 0 ? '-' : '';
  // German puts the sign before the number and a no-break space before the euro sign.
  return isGerman(language) ? `${sign}${number}\u00a0€` : `${sign}€${number}`;
}

/** An amount of integer cents with its cents ("€595.00" / "595,00 €"). */
export function formatCents(cents: number, language: string): string {
  if (!Number.isSafeInteger(cents)) return String(cents);
  const abs = Math.abs(cents);
  const euros = groupedInteger(Math.floor(abs / 100), language);
  const rest = String(abs % 100).padStart(2, '0');
  const sign = cents < 0 ? '-' : '';
  return isGerman(language) ? `${sign}${euros},${rest}\u00a0€` : `${sign}€${euros}.${rest}`;
}

/** A count ("1,200" / "1.200"). */
export function formatNumber(value: number, language: string): string {
  if (Number.isSafeInteger(value)) return groupedInteger(value, language);
  const locale = intlLocale(language);
  let format = fractionFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    fractionFormats.set(locale, format);
  }
  return format.format(value);
}
