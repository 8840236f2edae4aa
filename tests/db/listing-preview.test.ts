// Issue 30: the owner previews a listing as buyers see it at each tier (public.listing_preview()).
// The preview is compared with what buyers at those tiers actually read through the API, so the
// two cannot drift apart; nobody but the owner (or an admin) gets a preview.
import { beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';
import { createUser, type Identity } from './support/identities';
import { grantAccess, newListing, PNG, uploadDocument } from './support/data-room';

let owner: Identity;
let accessBuyer: Identity;
let visitor: Identity;
let otherOwner: Identity;
let listingId: string;
const TITLE = `Vorschau ${Date.now().toString(36)} GmbH`;

type Preview = {
  tier: string;
  teaser: Record<string, unknown>;
  details: { title: string } | null;
  facts: Record<string, unknown> | null;
  financials: unknown[] | null;
  documents: { name: string; tier: string; folder: string | null }[];
};

async function preview(who: Identity, tier: 'teaser' | 'nda' | 'access') {
  return who.client.rpc('listing_preview', { p_listing_id: listingId, p_tier: tier });
}

beforeAll(async () => {
  [owner, accessBuyer, visitor, otherOwner] = await Promise.all([
    createUser('preview-owner', { role: 'company', status: 'verified' }),
    createUser('preview-buyer', { role: 'investor', status: 'verified' }),
    createUser('preview-visitor', { role: 'investor', status: 'verified' }),
    createUser('preview-other', { role: 'company', status: 'verified' }),
  ]);
  listingId = await newListing(owner, TITLE);
  for (const tier of ['teaser', 'nda', 'access'] as const)
    await uploadDocument(owner, listingId, {
      name: `${tier}-plan.png`,
      tier,
      type: 'image/png',
      bytes: PNG,
    });
  // An upload never completed: no checked version, so no buyer sees it (and no preview shows it).
  const pending = await owner.client.rpc('begin_data_room_upload', {
    p_listing_id: listingId,
    p_file_name: 'unchecked.png',
    p_mime_type: 'image/png',
    p_size_bytes: PNG.length,
    p_tier: 'teaser',
  });
  expect(pending.error).toBeNull();
  await grantAccess(owner, accessBuyer, listingId);
});

describe('listing preview', () => {
  it('shows each tier what buyers at that tier read, no more', async () => {
    const names = (p: Preview) => p.documents.map((d) => d.name).sort();
    const teaser = (await preview(owner, 'teaser')).data as Preview;
    const nda = (await preview(owner, 'nda')).data as Preview;
    const access = (await preview(owner, 'access')).data as Preview;
    expect(names(teaser)).toEqual(['teaser-plan.png']);
    expect(names(nda)).toEqual(['nda-plan.png', 'teaser-plan.png']);
    expect(names(access)).toEqual(['access-plan.png', 'nda-plan.png', 'teaser-plan.png']);
    for (const p of [teaser, nda]) {
      expect(p.details).toBeNull();
      expect(p.facts).toBeNull();
      expect(p.financials).toBeNull();
      expect(JSON.stringify(p)).not.toContain(TITLE);
    }
    expect(teaser.teaser.anonymized_description).toBe('Software company for tax advisors');
    expect(access.details?.title).toBe(TITLE);
    expect(access.financials).toEqual([]);

    // The same as the buyers read: a verified visitor (teaser) and a buyer with access.
    const read = async (who: Identity) =>
      (
        (await who.client.from('data_room_documents').select('name').eq('listing_id', listingId))
          .data ?? []
      )
        .map((d) => d.name)
        .sort();
    expect(await read(visitor)).toEqual(names(teaser));
    expect(await read(accessBuyer)).toEqual(names(access));
    const details = await accessBuyer.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', listingId)
      .single();
    expect(details.data?.title).toBe(access.details?.title);
    const hidden = await visitor.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', listingId);
    expect(hidden.data).toEqual([]);
  });

  it('is the owner’s: other users get 42501, visitors without a token 401, a tier is required', async () => {
    for (const who of [visitor, accessBuyer, otherOwner]) {
      const { data, error } = await preview(who, 'access');
      expect(error?.code).toBe('42501');
      expect(data).toBeNull();
    }
    const anonymous = await fetch(`${stackEnv.url}/rest/v1/rpc/listing_preview`, {
      method: 'POST',
      headers: { apikey: stackEnv.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_listing_id: listingId, p_tier: 'access' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain(TITLE);
    const noTier = await owner.client.rpc('listing_preview', {
      p_listing_id: listingId,
      p_tier: null as never,
    });
    expect(noTier.error?.code).toBe('22023');
  });
});
