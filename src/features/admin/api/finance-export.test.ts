import { describe, expect, it } from 'vitest';
import { berlinDayStart, datevCsv, nextDay, plainCsv, type InvoicePosting } from './finance-export';

const invoices: InvoicePosting[] = [
  {
    number: 'DB-2026-000001',
    kind: 'invoice',
    issued_at: '2026-11-02T10:00:00Z',
    paid_at: '2026-11-10T09:00:00Z',
    gross_cents: 59500,
    net_cents: 50000,
    vat_cents: 9500,
    vat_rate_percent: 19,
    vat_treatment: 'domestic',
    recipient: 'Petra Privat',
  },
  {
    number: 'DB-2026-000002',
    kind: 'invoice',
    issued_at: '2026-11-03T10:00:00Z',
    paid_at: null,
    gross_cents: 50000,
    net_cents: 50000,
    vat_cents: 0,
    vat_rate_percent: 0,
    vat_treatment: 'reverse_charge',
    recipient: 'Donau Holding GmbH',
  },
  {
    number: 'DB-2026-000003',
    kind: 'cancellation',
    issued_at: '2026-11-04T10:00:00Z',
    paid_at: null,
    gross_cents: -50000,
    net_cents: -50000,
    vat_cents: 0,
    vat_rate_percent: 0,
    vat_treatment: 'reverse_charge',
    recipient: 'Donau Holding GmbH',
  },
];

describe('DATEV booking batch', () => {
  it('has the EXTF header, the DATEV column names and one record per posting', () => {
    const csv = datevCsv(invoices, {
      from: '2026-11-01',
      to: '2026-11-30',
      createdAt: new Date('2026-11-27T08:00:00Z'),
    });
    // UTF-8 with a byte order mark: without one DATEV reads the file as CP1252 (umlauts broken).
    expect(csv.startsWith('\uFEFF"EXTF";')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;20261127080000000;/);
    expect(lines[0]).toContain(';20261101;20261130;');
    expect(lines[1].split(';').slice(0, 11)).toEqual([
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
    ]);
    const records = lines.slice(2, -1).map((line) => line.split(';'));
    expect(records.map((r) => [r[0], r[1], r[6], r[7], r[9], r[10]])).toEqual([
      ['595,00', '"S"', '10000', '8400', '0211', '"DB-2026-000001"'],
      ['500,00', '"S"', '10000', '8336', '0311', '"DB-2026-000002"'],
      ['500,00', '"H"', '10000', '8336', '0411', '"DB-2026-000003"'],
      ['595,00', '"S"', '1200', '10000', '1011', '"DB-2026-000001"'],
    ]);
  });

  it('the plain CSV lists the same postings with net and VAT', () => {
    const lines = plainCsv(invoices).trim().split('\n');
    expect(lines[0]).toBe(
      'date,document,type,gross_eur,net_eur,vat_eur,vat_rate,vat_treatment,account,contra_account,recipient',
    );
    expect(lines[1]).toBe(
      '2026-11-02,DB-2026-000001,invoice,595.00,500.00,95.00,19.00,domestic,10000,8400,"Petra Privat"',
    );
    expect(lines).toHaveLength(5);
  });
});

describe("the scouts' credit notes as postings", () => {
  const creditNotes: InvoicePosting[] = [
    {
      number: 'GS-2026-000001',
      kind: 'credit_note',
      issued_at: '2026-11-05T10:00:00Z',
      paid_at: '2026-11-12T10:00:00Z',
      gross_cents: 595000,
      net_cents: 500000,
      vat_cents: 95000,
      vat_rate_percent: 19,
      vat_treatment: 'domestic',
      recipient: 'Scout Capital GmbH',
    },
    {
      number: 'GS-2026-000002',
      kind: 'credit_note',
      issued_at: '2026-11-06T10:00:00Z',
      paid_at: null,
      gross_cents: 500000,
      net_cents: 500000,
      vat_cents: 0,
      vat_rate_percent: 0,
      vat_treatment: 'small_business',
      recipient: 'Sina Klein',
    },
  ];

  it('credits the scout against commission with the input-tax key, and the payout against the bank', () => {
    const lines = datevCsv([...invoices, ...creditNotes], {
      from: '2026-11-01',
      to: '2026-11-30',
      createdAt: new Date('2026-11-27T08:00:00Z'),
    }).split('\r\n');
    const records = lines
      .slice(2, -1)
      .map((line) => line.split(';'))
      .filter((r) => r[10].startsWith('"GS-'));
    expect(records.map((r) => [r[0], r[1], r[6], r[7], r[8], r[9], r[10]])).toEqual([
      ['5950,00', '"H"', '70000', '4760', '"9"', '0511', '"GS-2026-000001"'],
      ['5000,00', '"H"', '70000', '4760', '""', '0611', '"GS-2026-000002"'],
      ['5950,00', '"S"', '70000', '1200', '""', '1211', '"GS-2026-000001"'],
    ]);
  });

  it('the plain CSV shows them as money out', () => {
    const lines = plainCsv(creditNotes).trim().split('\n');
    expect(lines.slice(1)).toEqual([
      '2026-11-05,GS-2026-000001,credit_note,-5950.00,-5000.00,-950.00,19.00,domestic,70000,4760,"Scout Capital GmbH"',
      '2026-11-06,GS-2026-000002,credit_note,-5000.00,-5000.00,0.00,0.00,small_business,70000,4760,"Sina Klein"',
      '2026-11-12,GS-2026-000001,payout,-5950.00,,,,,70000,1200,"Scout Capital GmbH"',
    ]);
  });
});

describe('the period of an export', () => {
  it('starts each Berlin day at its midnight, in winter and in summer time', () => {
    expect(berlinDayStart('2026-01-15')).toBe('2026-01-15T00:00:00+01:00');
    expect(berlinDayStart('2026-07-15')).toBe('2026-07-15T00:00:00+02:00');
    // The days the clocks change: midnight still has the offset of the day before.
    expect(berlinDayStart('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(berlinDayStart('2026-03-30')).toBe('2026-03-30T00:00:00+02:00');
    expect(berlinDayStart('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    expect(berlinDayStart('2026-10-26')).toBe('2026-10-26T00:00:00+01:00');
  });

  it('ends after the last day', () => {
    expect(nextDay('2026-07-31')).toBe('2026-08-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('postings by period', () => {
  // An invoice of October paid in November: the document is October's, the payment November's.
  const october: InvoicePosting = {
    ...invoices[0],
    number: 'DB-2026-000009',
    issued_at: '2026-10-30T10:00:00Z',
    paid_at: '2026-11-03T09:00:00Z',
  };
  const batch = (from: string, to: string) =>
    datevCsv([october], { from, to, createdAt: new Date('2026-12-01T08:00:00Z') })
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(2);

  it('books a payment in the period of its day, the invoice in the period of its issue', () => {
    const octoberBatch = batch('2026-10-01', '2026-10-31');
    expect(octoberBatch).toHaveLength(1);
    expect(octoberBatch[0]).toContain('"Rechnung DB-2026-000009');
    const novemberBatch = batch('2026-11-01', '2026-11-30');
    expect(novemberBatch).toHaveLength(1);
    expect(novemberBatch[0]).toContain('"Zahlung DB-2026-000009');
    // The plain export keeps the same split.
    const plain = plainCsv([october], { from: '2026-11-01', to: '2026-11-30' }).trim().split('\n');
    expect(plain.slice(1)).toHaveLength(1);
    expect(plain[1]).toContain('2026-11-03');
  });
});
