// The emails of the capacity decision (issue 19): the band and the expiry date in the buyer's
// language, the admin's reason on a refusal, the link to the investment profile.
import { describe, expect, it } from 'vitest';
import { renderEmail, type OutboxEmail } from '../../supabase/functions/notifications-sender/emails';

const SITE = 'https://app.example.test';
const row = (kind: string, language: 'en' | 'de', payload: Record<string, unknown>): OutboxEmail => ({
  id: 1,
  user_id: 'u',
  recipient: 'buyer@example.test',
  language,
  kind,
  group_key: null,
  created_at: '2026-11-23T10:00:00Z',
  payload: { name: 'Bea Buyer', link: '/profile?tab=investment', ...payload },
});

describe('capacity emails', () => {
  it('a verified band names the band and the expiry, in English and German', () => {
    const en = renderEmail([row('account.capacity_verified', 'en', { band: '2m_10m', expires_at: '2027-05-23T10:00:00Z' })], SITE);
    expect(en.subject).toBe('DealBridge: Your buying capacity is verified');
    expect(en.text).toContain('a buying capacity of €2M–10M');
    expect(en.text).toContain('valid until 23 May 2027');
    expect(en.text).toContain(`${SITE}/profile?tab=investment`);
    const de = renderEmail([row('account.capacity_verified', 'de', { band: 'over_10m', expires_at: '2027-05-23T10:00:00Z' })], SITE);
    expect(de.subject).toBe('DealBridge: Ihre Kaufkraft ist verifiziert');
    expect(de.text).toContain('eine Kaufkraft von über 10 Mio. € verifiziert');
    expect(de.text).toContain('gilt bis zum 23.05.2027.');
  });

  it('a refusal gives the reason when there is one, escaped in the HTML', () => {
    const withReason = renderEmail([row('account.capacity_rejected', 'en', { note: 'Letter <b>too old</b>' })], SITE);
    expect(withReason.text).toContain('Reason: Letter <b>too old</b>');
    expect(withReason.html).not.toContain('<b>too old</b>');
    const de = renderEmail([row('account.capacity_rejected', 'de', { note: null })], SITE);
    expect(de.subject).toBe('DealBridge: Ihr Finanzierungsnachweis wurde nicht anerkannt');
    expect(de.text).not.toContain('Begründung');
  });
});
