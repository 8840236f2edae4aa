import { describe, expect, it } from 'vitest';
import { formatBerlinDate, formatDate, formatDateTime, formatEur, formatNumber } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('shared formats', () => {
  it('shows dates in one format per language', () => {
    expect(formatDate('2026-11-12T10:00:00Z', 'en')).toBe('12 Nov 2026');
    expect(formatDate('2026-11-12T10:00:00Z', 'de')).toBe('12.11.2026');
    expect(formatDate(new Date('2026-11-12T10:00:00Z'), 'en')).toBe('12 Nov 2026');
  });

  it('shows a calendar day as that day, and leaves unreadable values alone', () => {
    expect(formatDate('2024-01-16', 'de')).toBe('16.01.2024');
    expect(formatDate('2024-01-16', 'en')).toBe('16 Jan 2024');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it("shows an invoice's instant as its day in Berlin, wherever the browser is", () => {
    // Booked on 27 November in Berlin: midnight there, 23:00 UTC the day before.
    expect(formatBerlinDate('2026-11-26T23:00:00Z', 'de')).toBe('27.11.2026');
    expect(formatBerlinDate('2026-11-26T23:00:00+00:00', 'en')).toBe('27 Nov 2026');
    // Summer time: midnight in Berlin is 22:00 UTC.
    expect(formatBerlinDate('2026-07-14T22:00:00Z', 'en')).toBe('15 Jul 2026');
    expect(formatBerlinDate('2026-07-14T21:59:59Z', 'en')).toBe('14 Jul 2026');
    expect(formatBerlinDate('not a date', 'en')).toBe('not a date');
  });

  it('shows a moment as its date (the one format) and time of day', () => {
    const at = new Date(2026, 10, 26, 9, 5);
    expect(formatDateTime(at, 'de')).toBe('26.11.2026, 09:05');
    expect(formatDateTime(at, 'en')).toBe('26 Nov 2026, 09:05');
    expect(formatDateTime('not a date', 'de')).toBe('not a date');
  });

  it('shows whole euros and counts', () => {
    expect(formatEur(4500000, 'en')).toBe('€4,500,000');
    expect(plain(formatEur(4500000, 'de'))).toBe('4.500.000 €');
    expect(formatEur(0, 'en')).toBe('€0');
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(1200, 'de')).toBe('1.200');
  });
});

describe('the same text as Intl', () => {
  const days = ['2026-01-01', '2026-09-05', '2026-12-31', '2024-02-29'];
  const stamps = ['2026-11-12T10:00:00Z', '2026-03-29T01:30:00Z', '2026-10-25T23:59:00+02:00'];
  const amounts = [0, 7, 999, 1000, 4500, 12_345_678, 0.5, 1.5, 2.4999, -4500, -0.6];

  for (const language of ['en', 'de']) {
    const locale = language === 'de' ? 'de-DE' : 'en-GB';
    it(`dates and money in ${language}`, () => {
      for (const day of days)
        expect(formatDate(day, language)).toBe(
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${day}T12:00:00Z`),
          ),
        );
      for (const stamp of stamps) {
        expect(formatDate(stamp, language)).toBe(
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(stamp)),
        );
        expect(formatDateTime(stamp, language)).toBe(
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(stamp),
          ),
        );
      }
      for (const amount of amounts) {
        expect(formatEur(amount, language)).toBe(
          new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          }).format(amount),
        );
        expect(formatNumber(amount, language)).toBe(new Intl.NumberFormat(locale).format(amount));
      }
    });
  }
});
