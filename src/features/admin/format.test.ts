import { describe, expect, it } from 'vitest';
import { formatDate, formatEur, pageBounds, shortId } from './format';

describe('admin formatting', () => {
  it('formats dates in the UI language', () => {
    expect(formatDate('2026-11-12T10:00:00Z', 'en')).toBe('12 Nov 2026');
    expect(formatDate('2026-11-12T10:00:00Z', 'de')).toBe('12.11.2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('formats whole euros', () => {
    expect(formatEur(4500, 'en')).toBe('€4,500');
    expect(formatEur(4500, 'de').replace(/\s/g, ' ')).toBe('4.500 €');
    expect(formatEur(0, 'en')).toBe('€0');
  });

  it('computes the visible range of a page', () => {
    expect(pageBounds(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageBounds(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageBounds(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });

  it('shortens ids to their first block', () => {
    expect(shortId('b0000000-0000-4000-8000-000000000001')).toBe('b0000000');
  });
});
