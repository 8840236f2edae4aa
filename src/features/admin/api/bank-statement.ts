/**
 * A bank statement export (CSV) as the lines the database matches (public.import_bank_statement):
 * reference text, amount in cents, booking day. German bank exports (semicolons, "1.234,56",
 * "27.11.2026", columns "Buchungstag", "Betrag", "Verwendungszweck") and plain ones (commas,
 * "1234.56", ISO dates, "date", "amount", "reference") are both read; the header names the columns.
 */
export type StatementLine = { reference: string; amount_cents: number; booked_on: string | null };

const DATE_COLUMNS = [
  'buchungstag',
  'buchungsdatum',
  'valuta',
  'wertstellung',
  'datum',
  'date',
  'booking date',
  'booked on',
];
const AMOUNT_COLUMNS = ['betrag', 'umsatz', 'amount', 'betrag (eur)', 'amount (eur)'];
const REFERENCE_COLUMNS = [
  'verwendungszweck',
  'buchungstext',
  'reference',
  'remittance information',
  'purpose',
  'description',
];

/** Splits one CSV record (quotes with doubled quotes inside) by the delimiter. */
function fields(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/** "1.234,56" / "1,234.56" / "-595" / "595,00 EUR" → cents; null when not an amount. */
export function parseAmountCents(text: string): number | null {
  const cleaned = text.replace(/[^\d,.-]/g, '');
  const match = /^(-?)([\d.,]*?)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match || !/\d/.test(cleaned)) return null;
  const whole = match[2].replace(/[.,]/g, '') || '0';
  const cents = (match[3] ?? '0').padEnd(2, '0');
  const value = Number(whole) * 100 + Number(cents);
  return Number.isSafeInteger(value) ? (match[1] ? -value : value) : null;
}

/** "27.11.2026" / "2026-11-27" / "27.11.26" → "2026-11-27"; null otherwise. */
export function parseDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(text);
  if (!german) return null;
  const year = german[3].length === 2 ? `20${german[3]}` : german[3];
  return `${year}-${german[2].padStart(2, '0')}-${german[1].padStart(2, '0')}`;
}

/** The statement's credit lines; throws when the header names no amount or reference column. */
export function parseBankStatement(csv: string): StatementLine[] {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const headerIndex = lines.findIndex((line) => {
    const lower = line.toLowerCase();
    return (
      AMOUNT_COLUMNS.some((c) => lower.includes(c)) &&
      REFERENCE_COLUMNS.some((c) => lower.includes(c))
    );
  });
  if (headerIndex < 0) throw new Error('no header with amount and reference columns');
  const header = lines[headerIndex];
  const delimiter = [';', ',', '\t'].reduce((best, d) =>
    header.split(d).length > header.split(best).length ? d : best,
  );
  const names = fields(header, delimiter).map((name) => name.toLowerCase());
  const column = (candidates: string[]) => names.findIndex((name) => candidates.includes(name));
  const amount = column(AMOUNT_COLUMNS);
  const reference = column(REFERENCE_COLUMNS);
  const date = column(DATE_COLUMNS);
  if (amount < 0 || reference < 0) throw new Error('no header with amount and reference columns');
  const out: StatementLine[] = [];
  for (const line of lines.slice(headerIndex + 1)) {
    const values = fields(line, delimiter);
    const cents = parseAmountCents(values[amount] ?? '');
    if (cents === null || cents <= 0) continue; // debits and unreadable lines are not payments
    out.push({
      reference: (values[reference] ?? '').slice(0, 500),
      amount_cents: cents,
      booked_on: date >= 0 ? parseDay(values[date] ?? '') : null,
    });
  }
  return out;
}
