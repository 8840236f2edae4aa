/**
 * The postings of the invoices and the scouts' credit notes as CSV: DATEV's booking batch
 * ("Buchungsstapel", EXTF format 700, category 21, version 13) that German accountants import, and
 * a plain CSV of the same postings.
 *
 * Postings (SKR03): each invoice debits the customer (Konto 10000, one collective debtor) against
 * revenue: 8400 (automatic account, 19 % VAT) or 8336 (automatic account, EU service with reverse
 * charge, § 13b); a cancellation is the same posting with H (credit); each payment debits the bank
 * (1200) against the customer. Automatic accounts carry their tax key themselves, so the
 * BU-Schlüssel column stays empty for them (DATEV refuses a key on an automatic account).
 * A scout's credit note (Gutschrift) credits the scout (Konto 70000, one collective creditor)
 * against the commission expense 4760 (Verkaufsprovisionen) with the input-tax key 9 (19 %
 * Vorsteuer), 46 for an EU scout's reverse charge (§ 13b, 19 % VSt/USt) and none for a small
 * business (§ 19 UStG); its payout debits the scout against the bank.
 */
export type InvoicePosting = {
  number: string;
  kind: 'invoice' | 'cancellation' | 'credit_note';
  issued_at: string;
  paid_at: string | null;
  gross_cents: number;
  net_cents: number;
  vat_cents: number;
  vat_rate_percent: number;
  vat_treatment: 'domestic' | 'reverse_charge' | 'small_business';
  recipient: string;
};

export const ACCOUNTS = {
  debtor: '10000',
  creditor: '70000',
  bank: '1200',
  revenue19: '8400',
  reverseCharge: '8336',
  commission: '4760',
};

/** BU-Schlüssel of a credit note's commission posting. */
export const CREDIT_NOTE_TAX_KEYS = { domestic: '9', reverse_charge: '46', small_business: '' };

type Posting = {
  type: 'document' | 'payment';
  amountCents: number;
  debitCredit: 'S' | 'H';
  account: string;
  contraAccount: string;
  taxKey: string;
  day: string;
  document: string;
  text: string;
};

const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));

/**
 * The instant a Berlin day begins, as an ISO time with its offset: `2026-01-15T00:00:00+01:00`,
 * `2026-07-15T00:00:00+02:00` (summer time). Midnight's offset is the one Berlin has at 00:00 UTC
 * of that day (the clocks change at 01:00 UTC, later).
 */
export function berlinDayStart(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const wallHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(utcMidnight),
  );
  return `${day}T00:00:00+${String(wallHour).padStart(2, '0')}:00`;
}

/** The calendar day after `day` (2026-12-31 → 2027-01-01). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The bookings of the invoices and credit notes: the document on its issue day, the payment on
 * its day. With a period (Berlin days), only the postings whose day falls in it: an invoice of
 * October paid in November has its payment in November's batch only.
 */
export function postingsOf(
  invoices: InvoicePosting[],
  period?: { from: string; to: string },
): Posting[] {
  const out: Posting[] = [];
  for (const invoice of invoices) {
    if (invoice.kind === 'credit_note') {
      out.push({
        type: 'document',
        amountCents: invoice.gross_cents,
        debitCredit: 'H',
        account: ACCOUNTS.creditor,
        contraAccount: ACCOUNTS.commission,
        taxKey: CREDIT_NOTE_TAX_KEYS[invoice.vat_treatment],
        day: berlinDay(invoice.issued_at),
        document: invoice.number,
        text: `Gutschrift ${invoice.number} ${invoice.recipient}`.slice(0, 60),
      });
      if (invoice.paid_at)
        out.push({
          type: 'payment',
          amountCents: invoice.gross_cents,
          debitCredit: 'S',
          account: ACCOUNTS.creditor,
          contraAccount: ACCOUNTS.bank,
          taxKey: '',
          day: berlinDay(invoice.paid_at),
          document: invoice.number,
          text: `Auszahlung ${invoice.number} ${invoice.recipient}`.slice(0, 60),
        });
      continue;
    }
    const revenue =
      invoice.vat_treatment === 'reverse_charge' ? ACCOUNTS.reverseCharge : ACCOUNTS.revenue19;
    out.push({
      type: 'document',
      amountCents: Math.abs(invoice.gross_cents),
      debitCredit: invoice.gross_cents < 0 ? 'H' : 'S',
      account: ACCOUNTS.debtor,
      contraAccount: revenue,
      taxKey: '',
      day: berlinDay(invoice.issued_at),
      document: invoice.number,
      text: `${invoice.kind === 'cancellation' ? 'Storno' : 'Rechnung'} ${invoice.number} ${invoice.recipient}`.slice(
        0,
        60,
      ),
    });
    if (invoice.kind === 'invoice' && invoice.paid_at)
      out.push({
        type: 'payment',
        amountCents: invoice.gross_cents,
        debitCredit: 'S',
        account: ACCOUNTS.bank,
        contraAccount: ACCOUNTS.debtor,
        taxKey: '',
        day: berlinDay(invoice.paid_at),
        document: invoice.number,
        text: `Zahlung ${invoice.number} ${invoice.recipient}`.slice(0, 60),
      });
  }
  return out
    .filter((p) => !period || (p.day >= period.from && p.day <= period.to))
    .sort((a, b) => a.day.localeCompare(b.day) || a.document.localeCompare(b.document));
}

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
const germanAmount = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/**
 * DATEV booking batch: the EXTF header record, the column names, one record per posting. DATEV
 * reads a file as ISO-8859-1/CP1252 unless it starts with a byte order mark: the text is UTF-8 and
 * begins with one, so "Gegenkonto (ohne BU-Schlüssel)" and names with umlauts arrive intact.
 */
export function datevCsv(
  invoices: InvoicePosting[],
  options: { from: string; to: string; createdAt: Date },
): string {
  const postings = postingsOf(invoices, options);
  const yyyymmdd = (day: string) => day.replaceAll('-', '');
  const created = options.createdAt
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 17);
  const header = [
    quote('EXTF'),
    '700',
    '21',
    quote('Buchungsstapel'),
    '13',
    created,
    '',
    quote('DB'),
    quote(''),
    quote(''),
    '1001',
    '1',
    `${options.from.slice(0, 4)}0101`,
    '4',
    yyyymmdd(options.from),
    yyyymmdd(options.to),
    quote('DealBridge Belege'),
    quote(''),
    '1',
    '0',
    '0',
    quote('EUR'),
    '',
    quote(''),
    '',
    '',
    quote('03'),
    '',
    '',
    quote(''),
    quote(''),
  ].join(';');
  const columns = [
    'Umsatz (ohne Soll/Haben-Kz)',
    'Soll/Haben-Kennzeichen',
    'WKZ Umsatz',
    'Kurs',
    'Basis-Umsatz',
    'WKZ Basis-Umsatz',
    'Konto',
    'Gegenkonto (ohne BU-Schlüssel)',
    'BU-Schlüssel',
    'Belegdatum',
    'Belegfeld 1',
    'Belegfeld 2',
    'Skonto',
    'Buchungstext',
  ].join(';');
  const records = postings.map((p) =>
    [
      germanAmount(p.amountCents),
      quote(p.debitCredit),
      quote('EUR'),
      '',
      '',
      quote(''),
      p.account,
      p.contraAccount,
      quote(p.taxKey),
      // Belegdatum: TTMM (the year comes from the header's period).
      `${p.day.slice(8, 10)}${p.day.slice(5, 7)}`,
      quote(p.document),
      quote(''),
      '',
      quote(p.text),
    ].join(';'),
  );
  return '\uFEFF' + [header, columns, ...records].join('\r\n') + '\r\n';
}

/**
 * The same postings as a plain CSV (comma, decimal point, ISO dates), plus the VAT of each
 * document; money out (credit notes, payouts) is negative.
 */
export function plainCsv(
  invoices: InvoicePosting[],
  period?: { from: string; to: string },
): string {
  const byNumber = new Map(invoices.map((i) => [i.number, i]));
  const rows = postingsOf(invoices, period).map((p) => {
    const invoice = byNumber.get(p.document);
    const isPayment = p.type === 'payment';
    const credit = invoice?.kind === 'credit_note';
    // Money in is positive, money out (a credit note and its payout) negative.
    const sign = credit ? -1 : p.debitCredit === 'H' ? -1 : 1;
    return [
      p.day,
      p.document,
      isPayment ? (credit ? 'payout' : 'payment') : (invoice?.kind ?? ''),
      (sign * p.amountCents) / 100,
      isPayment ? '' : ((credit ? -1 : 1) * (invoice?.net_cents ?? 0)) / 100,
      isPayment ? '' : ((credit ? -1 : 1) * (invoice?.vat_cents ?? 0)) / 100,
      isPayment ? '' : (invoice?.vat_rate_percent ?? ''),
      isPayment ? '' : (invoice?.vat_treatment ?? ''),
      p.account,
      p.contraAccount,
      quote(invoice?.recipient ?? ''),
    ]
      .map((v) => (typeof v === 'number' ? v.toFixed(2) : v))
      .join(',');
  });
  return (
    [
      'date,document,type,gross_eur,net_eur,vat_eur,vat_rate,vat_treatment,account,contra_account,recipient',
      ...rows,
    ].join('\n') + '\n'
  );
}
