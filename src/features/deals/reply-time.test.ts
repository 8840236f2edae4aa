import { describe, expect, it } from 'vitest';
import { replyTimeParts } from './reply-time';

describe('replyTimeParts', () => {
  it('says minutes below an hour, never zero', () => {
    expect(replyTimeParts(10)).toEqual({ unit: 'minutes', count: 1 });
    expect(replyTimeParts(25 * 60)).toEqual({ unit: 'minutes', count: 25 });
    expect(replyTimeParts(59 * 60 + 10)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('says hours up to two days, then days', () => {
    expect(replyTimeParts(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(replyTimeParts(5.4 * 3600)).toEqual({ unit: 'hours', count: 5 });
    expect(replyTimeParts(47 * 3600)).toEqual({ unit: 'hours', count: 47 });
    expect(replyTimeParts(48 * 3600)).toEqual({ unit: 'days', count: 2 });
    expect(replyTimeParts(10.6 * 86400)).toEqual({ unit: 'days', count: 11 });
  });
});
