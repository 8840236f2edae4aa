import { describe, expect, it } from 'vitest';
import { parseAmountCents, parseBankStatement, parseDay } from './bank-statement';

describe('parseBankStatement', () => {
  it('reads a German bank export (semicolons, decimal commas, German dates, quotes)', () => {
    const csv = [
      'Kontoauszug;;;',
      'Buchungstag;Valuta;Auftraggeber;Verwendungszweck;Betrag',
      '27.11.2026;27.11.2026;"Donau Holding; GmbH";"Rechnung DB-2026-000012";500,00',
      '26.11.2026;26.11.2026;Vermieter;Miete;-1.200,00',
      '25.11.2026;25.11.2026;Petra Privat;DB-2026-000013 danke;"1.595,50"',
    ].join('\r\n');
    expect(parseBankStatement(csv)).toEqual([
      { reference: 'Rechnung DB-2026-000012', amount_cents: 50000, booked_on: '2026-11-27' },
      { reference: 'DB-2026-000013 danke', amount_cents: 159550, booked_on: '2026-11-25' },
    ]);
  });

  it('reads a plain export (commas, decimal points, ISO dates)', () => {
    const csv = 'date,amount,reference\n2026-11-27,595.00,DB-2026-000001\n';
    expect(parseBankStatement(csv)).toEqual([
      { reference: 'DB-2026-000001', amount_cents: 59500, booked_on: '2026-11-27' },
    ]);
  });

  it('refuses a file without amount and reference columns', () => {
    expect(() => parseBankStatement('a;b\n1;2')).toThrow();
  });

  it('reads amounts and days', () => {
    expect(parseAmountCents('595')).toBe(59500);
    expect(parseAmountCents('595,5')).toBe(59550);
    expect(parseAmountCents('1,234.56')).toBe(123456);
    expect(parseAmountCents('EUR')).toBeNull();
    expect(parseDay('1.2.26')).toBe('2026-02-01');
    expect(parseDay('soon')).toBeNull();
  });
});
