import { describe, expect, it } from 'vitest';
import { pageBounds, shortId } from './format';

describe('admin formatting', () => {
  it('computes the visible range of a page', () => {
    expect(pageBounds(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageBounds(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageBounds(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });

  it('shortens ids to their first block', () => {
    expect(shortId('b0000000-0000-4000-8000-000000000001')).toBe('b0000000');
  });
});
