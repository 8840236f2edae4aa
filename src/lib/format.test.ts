import { describe, expect, it } from 'vitest';
import { formatDate, formatEur, formatNumber } from './format';

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

  it('shows whole euros and counts', () => {
    expect(formatEur(4500000, 'en')).toBe('€4,500,000');
    expect(plain(formatEur(4500000, 'de'))).toBe('4.500.000 €');
    expect(formatEur(0, 'en')).toBe('€0');
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(1200, 'de')).toBe('1.200');
  });
});
