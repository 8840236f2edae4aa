// The email of a saved search's match (issue 19), in both languages: the search's name, the
// listing's teaser facts (never a title: the recipient has no access yet), the link to /discover
// with the search, and the once-a-day rule told to the reader.
import { describe, expect, it } from 'vitest';
import { renderEmail, type OutboxEmail } from '../../supabase/functions/notifications-sender/emails';

const SITE = 'https://app.example.test';
const LINK = '/discover?q=cloud&industry=Technology&location=Germany';

const row = (language: 'en' | 'de'): OutboxEmail => ({
  id: 1,
  user_id: 'u',
  recipient: 'buyer@example.test',
  language,
  kind: 'search.match',
  group_key: null,
  created_at: '2026-11-25T10:00:00Z',
  payload: {
    name: 'Alma',
    link: LINK,
    search_name: 'Cloud <DE>',
    listing_type: 'sell',
    industry: 'Technology',
    location: 'Germany',
    revenue: '1M-2M',
  },
});

describe('search.match email', () => {
  it('English: subject with the search name, teaser facts, button to the search', () => {
    const email = renderEmail([row('en')], SITE);
    expect(email.subject).toBe('DealBridge: New listing for your search “Cloud <DE>”');
    expect(email.text).toContain('a listing (Technology, Germany, €1M–2M)');
    expect(email.text).toContain(`See the matching listings: ${SITE}${LINK}`);
    expect(email.text).toContain('at most once a day');
    expect(email.html).toContain('Cloud &lt;DE&gt;');
    expect(email.html).not.toContain('Cloud <DE>');
  });

  it('German', () => {
    const email = renderEmail([row('de')], SITE);
    expect(email.subject).toBe('DealBridge: Neues Inserat für Ihre Suche „Cloud <DE>“');
    expect(email.text).toContain('ein Inserat (Technologie, Deutschland, 1–2 Mio. €)');
    expect(email.text).toContain(`Passende Inserate ansehen: ${SITE}${LINK}`);
    expect(email.text).toContain('höchstens einmal am Tag');
  });

  it('listing.invitation, in both languages, never names the listing beyond its teaser facts', () => {
    const en = renderEmail([{ ...row('en'), kind: 'listing.invitation' }], SITE);
    expect(en.subject).toBe('DealBridge: A seller invites you to look at a listing');
    expect(en.text).toContain('A listing (Technology, Germany, €1M–2M) matches your investment profile: its owner invites you');
    expect(en.text).not.toContain('Cloud');
    const de = renderEmail([{ ...row('de'), kind: 'listing.invitation' }], SITE);
    expect(de.subject).toBe('DealBridge: Ein Verkäufer lädt Sie zu einem Inserat ein');
    expect(de.text).toContain('Inserat ansehen: ' + SITE + LINK);
  });
});
