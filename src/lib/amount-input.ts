/**
 * Money typed as people type it, in German and English: "2,5 Mio", "2.500.000", "2.5m",
 * "2 500 000 €", "1,2 Mrd.", "500k", "€2,500,000", "2'500'000". The one parser of amounts in the
 * app (asking price, revenue, EBITDA, filters).
 *
 * It never guesses: a single separator followed by exactly three digits is a thousands separator
 * in one language and a decimal comma or point in the other ("2,500" is 2.5 in German and 2,500 in
 * English); when the language's own reading and the other one differ, the caller gets both
 * readings and asks. Anything that is not a number, has fractions of a euro or lies outside the
 * field's range is an error the form shows, never a silently changed value.
 */

export type AmountLanguage = 'de' | 'en';

export type AmountRange = { min: number; max: number };

export type ParsedAmount =
  | { kind: 'empty' }
  | { kind: 'ok'; value: number }
  /** Two readings differ: ask which one was meant (values in the order to offer them). */
  | { kind: 'ambiguous'; values: [number, number] }
  | { kind: 'invalid' }
  /** More precise than whole euros (e.g. "1,2345678 Mio"). */
  | { kind: 'fraction' }
  | { kind: 'too-small'; value: number; min: number }
  | { kind: 'too-large'; value: number; max: number };

/** The asking price: whole euros, at least 1,000 € and at most 100 Mrd. € (the database's check). */
export const ASKING_PRICE_RANGE: AmountRange = { min: 1_000, max: 100_000_000_000 };

const THOUSAND = 1e3;
const MILLION = 1e6;
const BILLION = 1e9;

/** Unit words after the number (lower case, trailing dots removed). */
const UNITS: Record<string, number> = {
  k: THOUSAND,
  t: THOUSAND,
  tsd: THOUSAND,
  tausend: THOUSAND,
  thousand: THOUSAND,
  m: MILLION,
  mm: MILLION,
  mn: MILLION,
  mio: MILLION,
  mill: MILLION,
  mln: MILLION,
  million: MILLION,
  millionen: MILLION,
  millions: MILLION,
  b: BILLION,
  bn: BILLION,
  mrd: BILLION,
  md: BILLION,
  milliarde: BILLION,
  milliarden: BILLION,
};

const CURRENCY = /€|\beur\b|\beuro\b|\beuros\b/gi;
// Spaces of any kind, including no-break and thin spaces (Intl writes "2.500.000 €" with U+00A0).
const SPACES = /[\s\u00a0\u202f\u2009\u2007]+/g;

/** Reads a number written with grouping and a decimal mark; null when it is not one. */
function readNumber(text: string, language: AmountLanguage): number[] | null {
  if (!/^\d[\d.,'’ ]*$/.test(text) || /[.,'’ ]$/.test(text)) return null;
  // Swiss apostrophes and spaces only group digits: "2'500'000", "2 500 000,50".
  if (/['’ ]/.test(text)) {
    const m = /^(\d{1,3}(?:['’ ]\d{3})+)(?:[.,](\d+))?$/.exec(text);
    if (!m) return null;
    const integer = m[1].replace(/\D/g, '');
    return [Number(m[2] ? `${integer}.${m[2]}` : integer)];
  }
  const dots = (text.match(/\./g) ?? []).length;
  const commas = (text.match(/,/g) ?? []).length;
  if (dots === 0 && commas === 0) return [Number(text)];
  if (dots > 0 && commas > 0) {
    // The last mark is the decimal one; the other groups in threes.
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [intPart, frac, ...more] = text.split(decimal);
    if (more.length > 0 || frac === undefined) return null;
    const groupRe = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`);
    if (!groupRe.test(intPart)) return null;
    return [Number(`${intPart.split(group).join('')}.${frac}`)];
  }
  const mark = dots > 0 ? '.' : ',';
  const count = Math.max(dots, commas);
  if (count > 1) {
    // Only grouping: "2.500.000", "2,500,000".
    if (!new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(text)) return null;
    return [Number(text.split(mark).join(''))];
  }
  const [intPart, frac] = text.split(mark);
  const asDecimal = Number(`${intPart}.${frac}`);
  if (frac.length !== 3 || intPart.length > 3 || intPart === '0') return [asDecimal];
  const asGroup = Number(intPart + frac);
  // A German "." and an English "," group thousands ("2.500" is 2,500 in German); the other mark
  // is a decimal one here but a thousands separator in the other language: ask (this language's
  // reading first).
  const groupsHere = (language === 'de') === (mark === '.');
  return groupsHere ? [asGroup] : [asDecimal, asGroup];
}

/**
 * Parses a typed amount. `range` bounds the result; `allowNegative` admits a leading minus
 * (EBITDA may be a loss).
 */
export function parseAmount(
  input: string,
  language: AmountLanguage,
  range: AmountRange = ASKING_PRICE_RANGE,
  options: { allowNegative?: boolean } = {},
): ParsedAmount {
  let text = input.replace(CURRENCY, ' ').replace(SPACES, ' ').trim().toLowerCase();
  if (text === '') return { kind: 'empty' };
  let sign = 1;
  if (/^[-−–]/.test(text)) {
    if (!options.allowNegative) return { kind: 'invalid' };
    sign = -1;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) {
    text = text.slice(1).trim();
  }
  // Unit word at the end: "2,5 mio.", "2.5m", "500k", "1,2 mrd".
  let factor = 1;
  const unit = /^(.*?\d)\s*([a-zäöü]+)\.?$/.exec(text);
  if (unit) {
    // "Billion" is 10^12 in German ("Bio."), 10^9 in English.
    const f =
      unit[2] === 'billion' || unit[2] === 'billionen' || unit[2] === 'bio'
        ? language === 'de'
          ? 1e12
          : unit[2] === 'billion'
            ? BILLION
            : undefined
        : UNITS[unit[2]];
    if (f === undefined) return { kind: 'invalid' };
    factor = f;
    text = unit[1].trim();
  }
  const numbers = readNumber(text, language);
  if (!numbers || numbers.some((n) => !Number.isFinite(n))) return { kind: 'invalid' };
  // Scale without binary noise: 2.5 * 1e6 is exact, 1.2 * 1e9 is not (1199999999.9999998).
  const values = [...new Set(numbers.map((n) => (sign * Math.round(n * factor * 1e6)) / 1e6))];
  if (values.length > 1) {
    return { kind: 'ambiguous', values: [values[0], values[1]] };
  }
  const value = values[0];
  if (!Number.isInteger(value)) return { kind: 'fraction' };
  if (value < range.min) return { kind: 'too-small', value, min: range.min };
  if (value > range.max) return { kind: 'too-large', value, max: range.max };
  return { kind: 'ok', value };
}

/**
 * A whole-euro amount the way the parser reads it back in that language, e.g. "2.500.000" for
 * German, "2,500,000" for English: putting it into the field again gives the same value.
 */
export function amountInputText(value: number, language: AmountLanguage): string {
  const digits = String(Math.abs(value)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    language === 'de' ? '.' : ',',
  );
  return value < 0 ? `-${digits}` : digits;
}
