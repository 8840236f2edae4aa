import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { rateLimitOf, useRateLimitMessage } from './rate-limit';

/** What PostgREST answers (supabase-js's error) when the database's limit refuses one more. */
const refusal = (kind: string, limit: number, windowHours: number) =>
  Object.assign(new Error('Too many offers'), {
    code: 'PT429',
    hint: `rate_limit:${kind}`,
    details: JSON.stringify({
      limit,
      window_hours: windowHours,
      retry_after: '2026-11-28T09:05:00+00:00',
    }),
  });

function Message({ error }: { error: unknown }) {
  return <p>{useRateLimitMessage()(error) ?? 'other'}</p>;
}

describe('rate limits', () => {
  it('reads the kind and the numbers of a PT429 refusal, nothing else', () => {
    expect(rateLimitOf(refusal('offers', 10, 24))).toEqual({
      kind: 'offers',
      limit: 10,
      windowHours: 24,
      retryAfter: '2026-11-28T09:05:00+00:00',
    });
    expect(rateLimitOf({ ...refusal('offers', 10, 24), code: '22023' })).toBeNull();
    expect(rateLimitOf(refusal('logins', 10, 24))).toBeNull();
    expect(rateLimitOf(new Error('boom'))).toBeNull();
    expect(rateLimitOf(null)).toBeNull();
  });

  it('explains it in English and German, with when it works again', () => {
    const retry = new Date('2026-11-28T09:05:00+00:00');
    const clock = `${String(retry.getHours()).padStart(2, '0')}:${String(retry.getMinutes()).padStart(2, '0')}`;
    renderWithProviders(<Message error={refusal('access_requests', 3, 168)} />, { language: 'en' });
    expect(
      screen.getByText(
        `You have asked for access to this listing 3 times within 7 days, the most we accept. You can ask again from 28 Nov 2026, ${clock}.`,
      ),
    ).toBeTruthy();
  });

  it('speaks German', () => {
    renderWithProviders(<Message error={refusal('messages', 100, 1)} />, { language: 'de' });
    expect(
      screen.getByText(
        /^Sie haben in dieser Unterhaltung innerhalb einer Stunde 100 Nachrichten gesendet/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/ab 28\.11\.2026, \d\d:\d\d wieder schreiben\.$/)).toBeTruthy();
  });
});
