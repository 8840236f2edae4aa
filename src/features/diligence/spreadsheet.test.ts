import { describe, expect, it } from 'vitest';
import { parseCsv, parseXlsx, toCsv, toIsoDate, toXlsx } from './spreadsheet';

const sheet = [
  ['Nr.', 'Titel', 'Status'],
  ['1', 'Jahresabschlüsse; 3 Jahre', 'Beantwortet'],
  ['2', 'Zitat "BWA"\nmit Zeilenumbruch', 'Offen'],
];

describe('the request list as a spreadsheet', () => {
  it('CSV round trip: semicolons, quotes, line breaks, umlauts, the byte order mark', () => {
    const csv = toCsv(sheet);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv)).toEqual(sheet);
  });

  it('reads comma-separated files too', () => {
    expect(parseCsv('Title,Category\r\n"A, B",tax\r\n')).toEqual([
      ['Title', 'Category'],
      ['A, B', 'tax'],
    ]);
  });

  it('XLSX round trip (stored ZIP, inline strings)', async () => {
    expect(await parseXlsx(toXlsx(sheet, 'Due Diligence'))).toEqual(sheet);
  });

  it('dates from ISO, German, English and Excel day numbers', () => {
    expect(toIsoDate('2026-12-31')).toBe('2026-12-31');
    expect(toIsoDate('31.12.2026')).toBe('2026-12-31');
    expect(toIsoDate('12/31/2026')).toBe('2026-12-31');
    expect(toIsoDate('46387')).toBe('2026-12-31');
    expect(toIsoDate('soon')).toBe('');
  });
});
