// What each role sees on a deal card: the teaser always, title and description only where RLS on
// listing_details lets them (owner, admin, investor with signed NDA and approved unlock).
import { describe, expect, it } from 'vitest';
import { fetchDiscoverListings } from '../../src/features/discover/api/fetch-discover-listings';
import { serviceClient } from '../support/accounts';
import { CLOUDTAX_ID, clientAs, SCOUT_LISTING_ID, USERS, type SeedUser } from './support';

/** The card of a listing as `user` gets it from the discover fetcher (searched by its industry). */
async function cardFor(user: SeedUser, listingId: string) {
  const { data } = await serviceClient().from('listings').select('industry, location, revenue').eq('id', listingId).single();
  const client = await clientAs(user);
  const page = await fetchDiscoverListings(client, {
    industry: data!.industry,
    location: data!.location,
    revenue: data!.revenue,
  });
  const card = page.items.find((i) => i.id === listingId);
  expect(card, `${user} sees the teaser of ${listingId}`).toBeDefined();
  return card!;
}

describe('deal card visibility', () => {
  it('shows the CloudTax title to its owner, the unlocked investor and the admin', async () => {
    for (const user of ['seller', 'investor', 'admin'] as const) {
      const card = await cardFor(user, CLOUDTAX_ID);
      expect(card.details?.title, user).toBe('CloudTax GmbH – SaaS für Steuerkanzleien');
      expect(card.details?.description, user).toContain('CloudTax GmbH');
    }
  });

  it('hides it from an investor whose unlock is pending, one without NDA, and a scout', async () => {
    for (const user of ['investor2', 'investor3', 'scout'] as const) {
      const card = await cardFor(user, CLOUDTAX_ID);
      expect(card.details, user).toBeNull();
      expect(card.anonymized_description).toContain('SaaS');
    }
  });

  it("shows a scout's own listing to the scout only (investor has an NDA there but no unlock)", async () => {
    expect((await cardFor('scout', SCOUT_LISTING_ID)).details?.title).toBe('Präzisionsteile Steiner GmbH');
    expect((await cardFor('investor', SCOUT_LISTING_ID)).details).toBeNull();
    expect((await cardFor('seller', SCOUT_LISTING_ID)).details).toBeNull();
  });

  it('never returns a title in a teaser row, whoever asks', async () => {
    for (const user of ['investor3', 'scout'] as const) {
      const page = await fetchDiscoverListings(await clientAs(user), {});
      for (const item of page.items) {
        expect(Object.keys(item)).not.toContain('title');
        if (item.user_id !== USERS[user].id) expect(item.details).toBeNull();
      }
    }
  });
});
