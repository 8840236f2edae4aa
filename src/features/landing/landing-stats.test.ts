import { describe, expect, it } from 'vitest';
import { INDUSTRIES, LOCATIONS } from '../../lib/constants';
import { formatEuro, landingStats } from './landing-stats';

describe('landing statistics', () => {
  it('come from the product constants', () => {
    const stats = landingStats('en');
    expect(stats.industries).toBe(INDUSTRIES.length);
    expect(stats.industries).toBe(9);
    expect(stats.locations).toBe(LOCATIONS.length);
    expect(stats.locations).toBe(19);
    expect(stats.review).toEqual({ min: 1, max: 2 });
  });

  it('format the scout fee per language', () => {
    expect(formatEuro(5000, 'en')).toBe('€5,000');
    expect(formatEuro(5000, 'de').replace(/\s/g, ' ')).toBe('5.000 €');
  });
});
