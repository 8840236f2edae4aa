// The RLS matrix through the real HTTP API: one supabase-js client per identity × every table ×
// select, insert, update, delete. y = allowed (row visible / written), n = refused (hidden, or the
// write answers with an error or touches nothing, and the row re-read as the service role is
// unchanged), - = does not apply.
//
// "company" owns the target rows (its listing L, L's details, inquiries and NDAs on L, its
// billing); "other" is another verified company with listings of its own. Investors relate to L:
// inv0 has no NDA, invNda signed the NDA and has a pending unlock request, invUnl signed the NDA
// and its unlock was approved. "admin" is a fresh user made admin; "service" uses the service key.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canDelete,
  canInsert,
  canSelect,
  canUpdate,
  deleteAsService,
  insertAsService,
  parseMatrix,
  readAsService,
} from './support/cells';
import {
  anonIdentity,
  createUser,
  giveBillingInfo,
  serviceIdentity,
  type Identity,
} from './support/identities';

const MATRIX = `
  case                              anon pend rej scout inv0 invNda invUnl company other admin service
  # profiles: own row, or the company's row
  profiles.select.own               -    y    y   y     y    y      y      y       y     y     -
  profiles.select.company           n    n    n   n     n    n      n      y       n     y     y
  profiles.insert                   n    n    n   n     n    n      n      n       n     n     -
  profiles.update.own.name          -    n    n   y     y    y      y      y       y     y     -
  profiles.update.company.name      n    n    n   n     n    n      n      y       n     n     y
  profiles.delete.company           n    n    n   n     n    n      n      n       n     n     -
  # billing_info of the company
  billing.select.company            n    n    n   n     n    n      n      y       n     y     y
  billing.insert.own                -    n    n   y     y    y      y      y       y     y     -
  billing.update.company            n    n    n   n     n    n      n      y       n     y     y
  billing.delete.company            n    n    n   n     n    n      n      y       n     y     y
  # listings (teaser) of the company
  listings.select.active            n    n    n   y     y    y      y      y       y     y     y
  listings.select.closed            n    n    n   n     n    n      n      y       n     y     y
  listings.insert.direct            n    n    n   n     n    n      n      n       n     n     y
  listings.update.price             n    n    n   n     n    n      n      y       n     y     y
  listings.delete                   n    n    n   n     n    n      n      y       n     y     y
  # listing_details of L
  details.select                    n    n    n   n     n    n      y      y       n     y     y
  details.insert.direct             n    n    n   n     n    n      n      n       n     n     y
  details.update                    n    n    n   n     n    n      n      y       n     y     y
  details.delete                    n    n    n   n     n    n      n      n       n     n     y
  # inquiries: invNda's inquiry on L; inserts are about L
  inquiries.select                  n    n    n   n     n    y      n      y       n     y     y
  inquiries.insert.own              n    n    n   y     y    y      y      n       y     y     y
  inquiries.update.status           n    n    n   n     n    n      n      y       n     n     y
  inquiries.delete                  n    n    n   n     n    n      n      n       n     y     y
  # nda_signatures: invNda's NDA on L; inserts are for listing L2 (nobody signed yet)
  nda.select                        n    n    n   n     n    y      n      y       n     y     y
  nda.insert.own                    n    n    n   n     y    y      y      n       n     n     y
  nda.update                        n    n    n   n     n    n      n      n       n     n     y
  nda.delete                        n    n    n   n     n    n      n      n       n     y     y
  # unlock_requests: invNda's pending request on L; inserts are for L3 (invNda, invUnl signed)
  unlock.select                     n    n    n   n     n    y      n      y       n     y     y
  unlock.insert.own                 n    n    n   n     n    y      y      n       n     n     y
  unlock.update.approve             n    n    n   n     n    n      n      n       n     n     y
  unlock.delete                     n    n    n   n     n    n      n      n       n     y     y
  # deals: invNda's deal on L (access requested); invUnl's deal on L has access and an invoice
  deals.select                      n    n    n   n     n    y      n      y       n     y     y
  deals.insert.direct               n    n    n   n     n    n      n      n       n     n     y
  deals.update.stage                n    n    n   n     n    n      n      n       n     n     y
  deals.delete                      n    n    n   n     n    n      n      n       n     n     y
  deal_events.select                n    n    n   n     n    y      n      y       n     y     y
  deal_events.insert                n    n    n   n     n    n      n      n       n     n     y
  invoices.select                   n    n    n   n     n    n      y      n       n     y     y
  invoices.insert                   n    n    n   n     n    n      n      n       n     n     n
  invoices.update                   n    n    n   n     n    n      n      n       n     n     n
  invoices.delete                   n    n    n   n     n    n      n      n       n     n     n
  # RPCs of deals (service: no user, so no party)
  rpc.deal_overview                 n    n    n   n     n    y      n      y       n     y     n
  rpc.listing_pipeline              n    n    n   n     n    n      n      y       n     y     n
  rpc.move_deal.withdraw            n    n    n   n     n    y      n      n       n     n     n
  rpc.move_deal.decline             n    n    n   n     n    n      n      y       n     y     n
  # deal_offers: invUnl's offer on L (its deal has access); inserts/deletes use withdrawn rows
  offers.select                     n    n    n   n     n    n      y      y       n     y     y
  offers.insert.direct              n    n    n   n     n    n      n      n       n     n     y
  # (versions are immutable, even for the service role: private.deal_offers_immutable(), issue 35)
  offers.update.price               n    n    n   n     n    n      n      n       n     n     n
  offers.delete                     n    n    n   n     n    n      n      n       n     n     y
  rpc.submit_deal_offer             n    n    n   n     n    n      y      n       n     n     n
  rpc.decide_deal_offer.decline     n    n    n   n     n    n      n      y       n     y     n
  rpc.listing_exclusivity_pause     n    n    n   y     y    y      y      y       y     y     n
  # owner_response_times: the company's figure (one answered deal); the maintenance run: service only
  response_times.select             n    n    n   y     y    y      y      y       y     y     y
  response_times.insert             n    n    n   n     n    n      n      n       n     n     y
  response_times.update             n    n    n   n     n    n      n      n       n     n     y
  rpc.run_deal_maintenance          n    n    n   n     n    n      n      n       n     n     y
  # messages: one sent by the pending user
  messages.select                   n    n    n   n     n    n      n      n       n     y     y
  messages.insert.own               n    y    y   y     y    y      y      y       y     y     y
  messages.update                   n    n    n   n     n    n      n      n       n     n     y
  messages.delete                   n    n    n   n     n    n      n      n       n     y     y
  # listing_views: invNda viewed L
  views.select                      n    n    n   n     n    y      n      n       n     y     y
  views.insert                      n    n    n   n     n    n      n      n       n     n     y
  views.update                      n    n    n   n     n    n      n      n       n     n     y
  views.delete                      n    n    n   n     n    n      n      n       n     n     y
  # newsletter_subscriptions
  newsletter.select                 n    n    n   n     n    n      n      n       n     y     y
  newsletter.insert                 n    n    n   n     n    n      n      n       n     n     y
  newsletter.update                 n    n    n   n     n    n      n      n       n     n     y
  newsletter.delete                 n    n    n   n     n    n      n      n       n     y     y
`;

const { identities: COLUMNS, cases: CASES } = parseMatrix(MATRIX);

type Fixtures = {
  who: Record<string, Identity>;
  listing: string; // L, company's active listing
  closedListing: string;
  ndaListing: string; // L2
  unlockListing: string; // L3
  spareListing: string; // L4, fixtures of delete/update cells
  inquiry: string;
  nda: string;
  deal: string; // invNda's deal on L
  unlDeal: string; // invUnl's deal on L (access granted)
  offer: string; // invUnl's first offer on L
  invoice: string; // invUnl's invoice for its deal on L
  unlock: string;
  message: string;
  newsletterEmail: string;
};

let f: Fixtures;

const id = (who: Identity) => {
  if (!who.id) throw new Error(`${who.name} has no user id`);
  return who.id;
};

async function listingOf(owner: Identity, status: 'active' | 'closed' = 'active'): Promise<string> {
  const row = await insertAsService<{ id: string }>('listings', {
    user_id: id(owner),
    user_role: 'company',
    type: 'sell',
    industry: 'Technology',
    revenue: '1M-2M',
    employees: '11-50',
    location: 'Germany',
    price: '1 Mio. EUR',
    anonymized_description: 'Matrix test listing',
    status,
  });
  await insertAsService('listing_details', {
    listing_id: row.id,
    title: 'Matrix GmbH',
    description: 'Confidential',
    full_details: 'Secret numbers',
  });
  return row.id;
}

const billingRow = (userId: string) => ({
  user_id: userId,
  company_name: 'Matrix GmbH',
  company_email: 'billing@matrix.example',
  responsible_person: 'M. Atrix',
  phone_number: '+49 1',
  uid_number: 'DE123456789',
  street_address: 'Weg 1',
  city: 'Berlin',
  postal_code: '10115',
  country: 'Germany',
});

/** billing.insert.own removes the investors' billing info; asking for access needs it. */
async function investorsBilling() {
  await Promise.all([f.who.inv0, f.who.invNda, f.who.invUnl].map(giveBillingInfo));
}

/** A fresh listing of the company whose NDA the investor signed (a request needs the NDA step). */
async function signedListing(investor: Identity): Promise<string> {
  const listing = await listingOf(f.who.company);
  await insertAsService('nda_signatures', {
    listing_id: listing,
    user_id: id(investor),
    signer_name: 'Spare Signer',
  });
  return listing;
}

async function ensureCompanyBilling() {
  if (!(await readAsService('billing_info', { user_id: id(f.who.company) }))) {
    await insertAsService('billing_info', billingRow(id(f.who.company)));
  }
}

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** A closed (withdrawn) offer row of invUnl's deal: any number of them may exist. */
const withdrawnOffer = (price: number) => ({
  deal_id: f.unlDeal,
  listing_id: f.listing,
  buyer_id: id(f.who.invUnl),
  price_eur: price,
  structure: 'share_deal',
  financing: 'equity',
  exclusivity_days: 30,
  valid_until: tomorrow(),
  status: 'withdrawn',
});

const offerTerms = (price: number) => ({
  p_deal_id: f.unlDeal,
  p_price_eur: price,
  p_structure: 'asset_deal' as const,
  p_financing: 'debt' as const,
  p_exclusivity_days: 14,
  p_valid_until: tomorrow(),
});

/** What each case does for one identity; true when the operation took effect. */
const CASE_ACTIONS: Record<string, (who: Identity) => Promise<boolean>> = {
  'profiles.select.own': (who) => canSelect(who, 'profiles', { id: id(who) }),
  'profiles.select.company': (who) => canSelect(who, 'profiles', { id: id(f.who.company) }),
  'profiles.insert': (who) => {
    const newId = randomUUID();
    return canInsert(
      who,
      'profiles',
      { id: newId, name: 'Ghost', email: 'ghost@example.test' },
      { id: newId },
    );
  },
  'profiles.update.own.name': (who) =>
    canUpdate(who, 'profiles', { id: id(who) }, { name: `Renamed ${randomUUID().slice(0, 8)}` }),
  'profiles.update.company.name': (who) =>
    canUpdate(
      who,
      'profiles',
      { id: id(f.who.company) },
      { name: `Renamed ${randomUUID().slice(0, 8)}` },
    ),
  'profiles.delete.company': (who) => canDelete(who, 'profiles', { id: id(f.who.company) }),

  'billing.select.company': async (who) => {
    await ensureCompanyBilling();
    return canSelect(who, 'billing_info', { user_id: id(f.who.company) });
  },
  'billing.insert.own': async (who) => {
    await deleteAsService('billing_info', { user_id: id(who) });
    return canInsert(who, 'billing_info', billingRow(id(who)), { user_id: id(who) });
  },
  'billing.update.company': async (who) => {
    await ensureCompanyBilling();
    return canUpdate(
      who,
      'billing_info',
      { user_id: id(f.who.company) },
      { city: `City ${randomUUID().slice(0, 8)}` },
    );
  },
  'billing.delete.company': async (who) => {
    await ensureCompanyBilling();
    return canDelete(who, 'billing_info', { user_id: id(f.who.company) });
  },

  'listings.select.active': (who) => canSelect(who, 'listings', { id: f.listing }),
  'listings.select.closed': (who) => canSelect(who, 'listings', { id: f.closedListing }),
  'listings.insert.direct': (who) => {
    const newId = randomUUID();
    return canInsert(
      who,
      'listings',
      {
        id: newId,
        user_id: who.id ?? id(f.who.company),
        user_role: 'company',
        type: 'sell',
        industry: 'Retail',
        revenue: '0-500K',
        employees: '1-10',
        location: 'Austria',
        anonymized_description: 'Direct insert',
      },
      { id: newId },
    );
  },
  'listings.update.price': async (who) =>
    canUpdate(
      who,
      'listings',
      { id: await listingOf(f.who.company) },
      { price: `${randomUUID().slice(0, 6)} EUR` },
    ),
  'listings.delete': async (who) =>
    canDelete(who, 'listings', { id: await listingOf(f.who.company) }),

  'details.select': (who) => canSelect(who, 'listing_details', { listing_id: f.listing }),
  'details.insert.direct': async (who) => {
    const listing = await listingOf(f.who.company);
    await deleteAsService('listing_details', { listing_id: listing });
    return canInsert(
      who,
      'listing_details',
      { listing_id: listing, title: 'Injected', description: 'Injected' },
      { listing_id: listing },
    );
  },
  'details.update': async (who) =>
    canUpdate(
      who,
      'listing_details',
      { listing_id: await listingOf(f.who.company) },
      { title: `Title ${randomUUID().slice(0, 8)}` },
    ),
  'details.delete': async (who) =>
    canDelete(who, 'listing_details', { listing_id: await listingOf(f.who.company) }),

  'inquiries.select': (who) => canSelect(who, 'inquiries', { id: f.inquiry }),
  'inquiries.insert.own': (who) => {
    // Clients may not choose ids: rows are found again by their unique text.
    // Letters only: seven digits in a row would be masked as a phone number (deal conversation).
    const message = `Matrix inquiry ${randomUUID().replace(/[^a-f]/g, '')}`;
    return canInsert(
      who,
      'inquiries',
      { user_id: who.id ?? id(f.who.inv0), listing_id: f.listing, message },
      { message },
    );
  },
  'inquiries.update.status': async (who) => {
    const row = await insertAsService<{ id: string }>('inquiries', {
      user_id: id(f.who.invNda),
      listing_id: f.listing,
      message: 'Status test',
    });
    const result = await canUpdate(who, 'inquiries', { id: row.id }, { status: 'read' });
    await deleteAsService('inquiries', { id: row.id });
    return result;
  },
  'inquiries.delete': async (who) => {
    const row = await insertAsService<{ id: string }>('inquiries', {
      user_id: id(f.who.invNda),
      listing_id: f.listing,
      message: 'Delete test',
    });
    return canDelete(who, 'inquiries', { id: row.id });
  },

  'nda.select': (who) => canSelect(who, 'nda_signatures', { id: f.nda }),
  'nda.insert.own': (who) => {
    const signer_name = `Matrix Signer ${randomUUID()}`;
    return canInsert(
      who,
      'nda_signatures',
      { user_id: who.id ?? id(f.who.inv0), listing_id: f.ndaListing, signer_name },
      { signer_name },
    );
  },
  'nda.update': (who) =>
    canUpdate(
      who,
      'nda_signatures',
      { id: f.nda },
      { signer_name: `Forged ${randomUUID().slice(0, 8)}` },
    ),
  'nda.delete': async (who) => {
    const row = await insertAsService<{ id: string }>('nda_signatures', {
      user_id: id(f.who.inv0),
      listing_id: f.spareListing,
      signer_name: 'Spare',
    });
    const deleted = await canDelete(who, 'nda_signatures', { id: row.id });
    if (!deleted) await deleteAsService('nda_signatures', { id: row.id });
    return deleted;
  },

  'unlock.select': (who) => canSelect(who, 'unlock_requests', { id: f.unlock }),
  'unlock.insert.own': async (who) => {
    await investorsBilling();
    const match = { user_id: who.id ?? id(f.who.invNda), listing_id: f.unlockListing };
    return canInsert(who, 'unlock_requests', match, match);
  },
  'unlock.update.approve': async (who) => {
    await investorsBilling();
    const row = await insertAsService<{ id: string }>('unlock_requests', {
      user_id: id(f.who.inv0),
      listing_id: await signedListing(f.who.inv0),
    });
    const result = await canUpdate(
      who,
      'unlock_requests',
      { id: row.id },
      { status: 'approved', decided_at: '2030-01-01T00:00:00+00:00' },
    );
    await deleteAsService('unlock_requests', { id: row.id });
    return result;
  },
  'unlock.delete': async (who) => {
    await investorsBilling();
    const row = await insertAsService<{ id: string }>('unlock_requests', {
      user_id: id(f.who.inv0),
      listing_id: await signedListing(f.who.inv0),
    });
    const deleted = await canDelete(who, 'unlock_requests', { id: row.id });
    if (!deleted) await deleteAsService('unlock_requests', { id: row.id });
    return deleted;
  },

  'deals.select': (who) => canSelect(who, 'deals', { id: f.deal }),
  'deals.insert.direct': async (who) => {
    const match = {
      listing_id: await listingOf(f.who.company),
      buyer_id: who.id ?? id(f.who.inv0),
    };
    return canInsert(who, 'deals', match, match);
  },
  'deals.update.stage': async (who) => {
    await investorsBilling();
    const listing = await signedListing(f.who.invNda);
    await insertAsService('unlock_requests', { listing_id: listing, user_id: id(f.who.invNda) });
    return canUpdate(
      who,
      'deals',
      { listing_id: listing, buyer_id: id(f.who.invNda) },
      { stage: 'declined' },
    );
  },
  'deals.delete': async (who) => {
    const listing = await signedListing(f.who.inv0);
    const deleted = await canDelete(who, 'deals', {
      listing_id: listing,
      buyer_id: id(f.who.inv0),
    });
    return deleted;
  },
  'deal_events.select': (who) => canSelect(who, 'deal_events', { deal_id: f.deal }),
  'deal_events.insert': async (who) => {
    const deal = (await readAsService('deals', {
      listing_id: await signedListing(f.who.inv0),
      buyer_id: id(f.who.inv0),
    }))!;
    const match = { deal_id: String(deal.id), to_stage: 'won' };
    return canInsert(who, 'deal_events', match, match);
  },
  'invoices.select': (who) => canSelect(who, 'invoices', { id: f.invoice }),
  'invoices.insert': async (who) => {
    const number = `DB-2099-${String(Math.floor(Math.random() * 900000) + 100000)}`;
    const row = {
      number,
      year: 2099,
      sequence_number: Number(number.slice(-6)),
      buyer_id: who.id ?? id(f.who.invUnl),
      listing_title: 'Forged',
    };
    return canInsert(who, 'invoices', row, { number });
  },
  'invoices.update': (who) =>
    canUpdate(
      who,
      'invoices',
      { id: f.invoice },
      { listing_title: `Changed ${randomUUID().slice(0, 8)}` },
    ),
  // Invoices are issued by the database only and never change or go away, not even for the
  // service role (private.invoices_guard(), issue 31).
  'invoices.delete': (who) => canDelete(who, 'invoices', { id: f.invoice }),

  'offers.select': (who) => canSelect(who, 'deal_offers', { id: f.offer }),
  'offers.insert.direct': (who) => {
    const price = Math.floor(Math.random() * 1_000_000_000) + 1;
    return canInsert(who, 'deal_offers', withdrawnOffer(price), { price_eur: String(price) });
  },
  'offers.update.price': (who) =>
    canUpdate(
      who,
      'deal_offers',
      { id: f.offer },
      { price_eur: Math.floor(Math.random() * 1_000_000_000) + 1 },
    ),
  'offers.delete': async (who) => {
    const price = Math.floor(Math.random() * 1_000_000_000) + 1;
    await insertAsService('deal_offers', withdrawnOffer(price));
    const deleted = await canDelete(who, 'deal_offers', { price_eur: String(price) });
    if (!deleted) await deleteAsService('deal_offers', { price_eur: String(price) });
    return deleted;
  },
  'rpc.submit_deal_offer': async (who) => {
    const price = Math.floor(Math.random() * 1_000_000_000) + 1;
    const { error } = await who.client.rpc('submit_deal_offer', offerTerms(price));
    const stored = await readAsService('deal_offers', { price_eur: String(price) });
    expect(error === null).toBe(stored !== null);
    return stored !== null;
  },
  'rpc.decide_deal_offer.decline': async (who) => {
    const price = Math.floor(Math.random() * 1_000_000_000) + 1;
    const submitted = await f.who.invUnl.client.rpc('submit_deal_offer', offerTerms(price));
    expect(submitted.error).toBeNull();
    const { error } = await who.client.rpc('decide_deal_offer', {
      p_offer_id: submitted.data!.id,
      p_accept: false,
    });
    const after = (await readAsService('deal_offers', { id: submitted.data!.id }))!;
    expect(error === null).toBe(after.status === 'declined');
    // Gone again, so the buyer's offers on the deal stay under the rate limit (10 a day; one
    // submission per identity would pass it).
    await deleteAsService('deal_offers', { id: submitted.data!.id });
    return after.status === 'declined';
  },
  'rpc.listing_exclusivity_pause': async (who) => {
    // Answers (null: nobody is in exclusivity) for verified users; refuses the others.
    const { error } = await who.client.rpc('listing_exclusivity_pause', {
      p_listing_id: f.listing,
    });
    return error === null;
  },

  'rpc.deal_overview': async (who) => {
    const { data, error } = await who.client.rpc('deal_overview', { p_deal_id: f.deal });
    return !error && data?.length === 1 && data[0].id === f.deal;
  },
  'rpc.listing_pipeline': async (who) => {
    const { data, error } = await who.client.rpc('listing_pipeline', { p_listing_id: f.listing });
    return !error && (data ?? []).some((row) => row.deal_id === f.deal);
  },
  'rpc.move_deal.withdraw': async (who) => {
    const listing = await signedListing(f.who.invNda);
    const deal = (await readAsService('deals', {
      listing_id: listing,
      buyer_id: id(f.who.invNda),
    }))!;
    const { error } = await who.client.rpc('move_deal', {
      p_deal_id: String(deal.id),
      p_stage: 'withdrawn',
    });
    const after = (await readAsService('deals', { id: String(deal.id) }))!;
    expect(error === null).toBe(after.stage === 'withdrawn');
    return after.stage === 'withdrawn';
  },
  'rpc.move_deal.decline': async (who) => {
    await investorsBilling();
    const listing = await signedListing(f.who.invNda);
    await insertAsService('unlock_requests', { listing_id: listing, user_id: id(f.who.invNda) });
    const deal = (await readAsService('deals', {
      listing_id: listing,
      buyer_id: id(f.who.invNda),
    }))!;
    // With a reason and words (issue 32: a decline says why; an admin in the owner's place too),
    // so the matrix checks who may decide.
    const { error } = await who.client.rpc('move_deal', {
      p_deal_id: String(deal.id),
      p_stage: 'declined',
      p_reason_code: 'other',
      p_reason_note: 'RLS matrix',
    });
    const after = (await readAsService('deals', { id: String(deal.id) }))!;
    expect(error === null).toBe(after.stage === 'declined');
    return after.stage === 'declined';
  },

  'response_times.select': (who) =>
    canSelect(who, 'owner_response_times', { owner_id: id(f.who.company) }),
  'response_times.insert': (who) => {
    // A row for a user without one (the company has one; it and the service role try "other").
    const owner = who.id && who.id !== id(f.who.company) ? who.id : id(f.who.other);
    return canInsert(
      who,
      'owner_response_times',
      { owner_id: owner, median_reply_seconds: null, replied_deals: 1 },
      { owner_id: owner },
    );
  },
  'response_times.update': (who) =>
    canUpdate(
      who,
      'owner_response_times',
      { owner_id: id(f.who.company) },
      // Always a new value (a random one could equal the current one and pass for a change).
      (row) => ({ window_days: (Number(row.window_days) % 300) + 31 }),
    ),
  'rpc.run_deal_maintenance': async (who) => {
    const { error } = await who.client.rpc('run_deal_maintenance', {});
    return error === null;
  },

  'messages.select': (who) => canSelect(who, 'messages', { id: f.message }),
  'messages.insert.own': (who) => {
    const body = `Matrix support message ${randomUUID()}`;
    return canInsert(
      who,
      'messages',
      { user_id: who.id, email: 'support-test@example.test', subject: 'Help', body },
      { body },
    );
  },
  'messages.update': (who) =>
    canUpdate(
      who,
      'messages',
      { id: f.message },
      { subject: `Changed ${randomUUID().slice(0, 8)}` },
    ),
  'messages.delete': async (who) => {
    const row = await insertAsService<{ id: string }>('messages', {
      user_id: id(f.who.pend),
      email: 'p@example.test',
      subject: 'Spare',
      body: 'Spare',
    });
    return canDelete(who, 'messages', { id: row.id });
  },

  'views.select': (who) =>
    canSelect(who, 'listing_views', { listing_id: f.listing, user_id: id(f.who.invNda) }),
  'views.insert': async (who) => {
    const match = { listing_id: f.spareListing, user_id: who.id ?? id(f.who.inv0) };
    return canInsert(who, 'listing_views', match, match);
  },
  'views.update': async (who) => {
    const row = await insertAsService<{ id: number }>('listing_views', {
      listing_id: f.spareListing,
      user_id: id(f.who.invUnl),
    });
    const result = await canUpdate(
      who,
      'listing_views',
      { id: String(row.id) },
      { viewed_at: '2020-01-01T00:00:00+00:00' },
    );
    await deleteAsService('listing_views', { id: String(row.id) });
    return result;
  },
  'views.delete': async (who) => {
    const row = await insertAsService<{ id: number }>('listing_views', {
      listing_id: f.spareListing,
      user_id: id(f.who.invUnl),
    });
    const deleted = await canDelete(who, 'listing_views', { id: String(row.id) });
    if (!deleted) await deleteAsService('listing_views', { id: String(row.id) });
    return deleted;
  },

  'newsletter.select': (who) =>
    canSelect(who, 'newsletter_subscriptions', { email: f.newsletterEmail }),
  'newsletter.insert': (who) => {
    const email = `matrix-${randomUUID()}@example.test`;
    return canInsert(who, 'newsletter_subscriptions', { email }, { email });
  },
  'newsletter.update': async (who) => {
    const email = `spare-${randomUUID()}@example.test`;
    await insertAsService('newsletter_subscriptions', { email });
    const changed = await canUpdate(
      who,
      'newsletter_subscriptions',
      { email },
      { created_at: '2020-01-01T00:00:00+00:00' },
    );
    await deleteAsService('newsletter_subscriptions', { email });
    return changed;
  },
  'newsletter.delete': async (who) => {
    const email = `spare-${randomUUID()}@example.test`;
    await insertAsService('newsletter_subscriptions', { email });
    const deleted = await canDelete(who, 'newsletter_subscriptions', { email });
    if (!deleted) await deleteAsService('newsletter_subscriptions', { email });
    return deleted;
  },
};

beforeAll(async () => {
  const [pend, rej, scout, inv0, invNda, invUnl, company, other, admin] = await Promise.all([
    createUser('pending', { role: 'investor', status: 'pending' }),
    createUser('rejected', { role: 'company', status: 'rejected' }),
    createUser('scout', { role: 'scout', status: 'verified' }),
    createUser('inv0', { role: 'investor', status: 'verified' }),
    createUser('invnda', { role: 'investor', status: 'verified' }),
    createUser('invunl', { role: 'investor', status: 'verified' }),
    createUser('company', { role: 'company', status: 'verified' }),
    createUser('other', { role: 'company', status: 'verified' }),
    createUser('admin', { admin: true }),
  ]);
  const who: Record<string, Identity> = {
    anon: anonIdentity(),
    pend,
    rej,
    scout,
    inv0,
    invNda,
    invUnl,
    company,
    other,
    admin,
    service: serviceIdentity(),
  };
  // The table's columns and the identities above must be the same set.
  expect(Object.keys(who).sort()).toEqual([...COLUMNS].sort());
  f = { who } as Fixtures;
  f.listing = await listingOf(company);
  f.closedListing = await listingOf(company, 'closed');
  f.ndaListing = await listingOf(company);
  f.unlockListing = await listingOf(company);
  f.spareListing = await listingOf(company);
  await listingOf(other);
  await investorsBilling();
  const nda = await insertAsService<{ id: string }>('nda_signatures', {
    listing_id: f.listing,
    user_id: invNda.id,
    signer_name: 'Ivo NDA',
  });
  f.nda = nda.id;
  await insertAsService('nda_signatures', {
    listing_id: f.listing,
    user_id: invUnl.id,
    signer_name: 'Una Unlocked',
  });
  await insertAsService('nda_signatures', {
    listing_id: f.unlockListing,
    user_id: invNda.id,
    signer_name: 'Ivo NDA',
  });
  await insertAsService('nda_signatures', {
    listing_id: f.unlockListing,
    user_id: invUnl.id,
    signer_name: 'Una Unlocked',
  });
  const unlock = await insertAsService<{ id: string }>('unlock_requests', {
    listing_id: f.listing,
    user_id: invNda.id,
  });
  f.unlock = unlock.id;
  await insertAsService('unlock_requests', {
    listing_id: f.listing,
    user_id: invUnl.id,
    status: 'approved',
    decided_at: new Date().toISOString(),
    decided_by: admin.id,
  });
  const inquiry = await insertAsService<{ id: string }>('inquiries', {
    listing_id: f.listing,
    user_id: invNda.id,
    message: 'We would like to talk.',
  });
  f.inquiry = inquiry.id;
  f.deal = String(
    (await readAsService('deals', { listing_id: f.listing, buyer_id: id(invNda) }))!.id,
  );
  const invUnlDeal = (await readAsService('deals', {
    listing_id: f.listing,
    buyer_id: id(invUnl),
  }))!;
  f.invoice = String((await readAsService('invoices', { deal_id: String(invUnlDeal.id) }))!.id);
  f.unlDeal = String(invUnlDeal.id);
  const firstOffer = await invUnl.client.rpc('submit_deal_offer', offerTerms(1_000_000));
  expect(firstOffer.error).toBeNull();
  f.offer = firstOffer.data!.id;
  // The company answers invNda's inquiry: the maintenance run gives it a response-time row.
  await insertAsService('deal_messages', {
    deal_id: f.deal,
    sender_id: company.id,
    sender_side: 'owner',
    body: 'Thank you for your interest',
  });
  const ran = await serviceIdentity().client.rpc('run_deal_maintenance', {});
  expect(ran.error).toBeNull();
  await insertAsService('listing_views', { listing_id: f.listing, user_id: invNda.id });
  const message = await insertAsService<{ id: string }>('messages', {
    user_id: pend.id,
    email: 'pending@example.test',
    subject: 'Review?',
    body: 'When?',
  });
  f.message = message.id;
  f.newsletterEmail = `matrix-reader-${randomUUID()}@example.test`;
  await insertAsService('newsletter_subscriptions', { email: f.newsletterEmail });
});

// Cases whose cells touch the same row (or the same unique key) run identity after identity; in
// the others every identity works on rows of its own, so they run at the same time.
const SHARED_ROW_CASES = new Set([
  'profiles.update.company.name',
  'billing.select.company',
  'billing.update.company',
  'billing.delete.company',
  'nda.insert.own',
  'nda.update',
  'nda.delete',
  'unlock.insert.own',
  'unlock.update.approve',
  'unlock.delete',
  'invoices.update',
  'response_times.insert',
  'response_times.update',
  'messages.update',
  'views.insert',
  'offers.update.price',
  'rpc.submit_deal_offer',
  'rpc.decide_deal_offer.decline',
]);

// Cases of different tables use different rows and run concurrently; the cases of one table run
// one after the other (they share that table's target rows).
// billing_info shares a group with profiles: billing writes change profiles.profile_complete.
// unlock_requests and deals too: asking for access needs the billing info that billing.insert.own
// rewrites.
const ACCESS_GROUPS = [
  'billing',
  'unlock',
  'deals',
  'deal_events',
  'invoices',
  'rpc',
  'response_times',
];
const groupOf = (name: string) =>
  ACCESS_GROUPS.includes(name.split('.')[0]) ? 'profiles' : name.split('.')[0];
const GROUPS = [...new Set(CASES.map((c) => groupOf(c.name)))];

describe('RLS matrix (HTTP API, one client per identity)', () => {
  it('has an action for every case', () => {
    expect(CASES.map((c) => c.name).filter((name) => !CASE_ACTIONS[name])).toEqual([]);
  });

  describe.concurrent('tables', () => {
    for (const group of GROUPS) {
      it(`${group}: every case as every identity`, async ({ expect }) => {
        for (const testCase of CASES.filter((c) => groupOf(c.name) === group)) {
          const columns = COLUMNS.filter((column) => testCase.expect[column] !== '-');
          const run = (column: string) => CASE_ACTIONS[testCase.name](f.who[column]);
          const results = SHARED_ROW_CASES.has(testCase.name)
            ? await columns.reduce<Promise<boolean[]>>(
                async (done, column) => [...(await done), await run(column)],
                Promise.resolve([]),
              )
            : await Promise.all(columns.map(run));
          const outcome = Object.fromEntries(
            columns.map((column, i) => [column, results[i] ? 'y' : 'n']),
          );
          const expected = Object.fromEntries(
            columns.map((column) => [column, testCase.expect[column]]),
          );
          expect.soft(outcome, testCase.name).toEqual(expected);
        }
        // A group makes dozens of HTTP round trips per identity; give a busy machine room.
      }, 120_000);
    }
  });
});
