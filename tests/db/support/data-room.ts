// Data-room fixtures through the API, as tests/db/dataroom.test.ts builds them: a listing of an
// owner, buyers moved along the deal (NDA, access granted, revoked) by the RPCs the app calls, a
// document uploaded as the app does it (begin RPC, bytes to Storage, the data-room function's
// check) and opened through the function (the logged read that lets a buyer fetch the object).
import { expect } from 'vitest';
import type { Database } from '../../../src/lib/database.types';
import { serviceClient } from '../../support/accounts';
import { stackEnv } from '../../support/env';
import { giveBillingInfo, type Identity } from './identities';

type Tier = Database['public']['Enums']['data_room_tier'];
type Stage = Database['public']['Enums']['deal_stage'];

export const storageUrl = `${stackEnv.url}/storage/v1`;

export const headersOf = (who: Identity) => ({
  apikey: stackEnv.anonKey,
  Authorization: `Bearer ${who.token}`,
});

/** A PNG's signature and header chunk: enough for the data-room function's content check. */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

export async function newListing(owner: Identity, title: string): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    p_type: 'sell',
    p_industry: 'Technology',
    p_revenue: '1M-2M',
    p_employees: '11-50',
    p_location: 'Germany',
    p_description: 'Vertrauliche Beschreibung',
    p_anonymized_description: 'Software company for tax advisors',
    p_full_details: 'Secret numbers',
    p_title: title,
  });
  expect(error).toBeNull();
  return data as string;
}

export const moveDeal = (who: Identity, dealId: string, stage: Stage) =>
  who.client.rpc('move_deal', { p_deal_id: dealId, p_stage: stage });

/** The buyer signs the NDA, asks for access and the owner grants it; returns the deal. */
export async function grantAccess(owner: Identity, buyer: Identity, listingId: string) {
  await giveBillingInfo(buyer);
  const signed = await buyer.client
    .from('nda_signatures')
    .insert({ listing_id: listingId, signer_name: buyer.name });
  expect(signed.error).toBeNull();
  const { data } = await serviceClient()
    .from('deals')
    .select('id')
    .eq('listing_id', listingId)
    .eq('buyer_id', buyer.id!)
    .single();
  const dealId = data!.id;
  expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
  expect((await moveDeal(owner, dealId, 'access_granted')).error).toBeNull();
  return dealId;
}

const callDataRoom = (who: Identity, body: Record<string, unknown>) =>
  fetch(`${stackEnv.url}/functions/v1/data-room`, {
    method: 'POST',
    headers: { ...headersOf(who), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export type Uploaded = { documentId: string; versionId: string; objectName: string };

/** The owner's upload as the app makes it, checked and completed by the data-room function. */
export async function uploadDocument(
  owner: Identity,
  listingId: string,
  { name, tier, type, bytes }: { name: string; tier: Tier; type: string; bytes: Uint8Array },
): Promise<Uploaded> {
  const { data, error } = await owner.client.rpc('begin_data_room_upload', {
    p_listing_id: listingId,
    p_file_name: name,
    p_mime_type: type,
    p_size_bytes: bytes.length,
    p_tier: tier,
  });
  expect(error).toBeNull();
  const row = data![0];
  const put = await fetch(`${storageUrl}/object/data-room/${row.object_name}`, {
    method: 'POST',
    headers: { ...headersOf(owner), 'Content-Type': type },
    body: bytes as BodyInit,
  });
  expect(put.status).toBe(200);
  const complete = await callDataRoom(owner, { action: 'complete', version_id: row.version_id });
  expect(complete.status).toBe(200);
  return { documentId: row.document_id, versionId: row.version_id, objectName: row.object_name };
}

/** Opens a document through the function (a logged read); the answer's body is dropped. */
export async function openDocument(who: Identity, documentId: string): Promise<number> {
  const response = await callDataRoom(who, { action: 'open', document_id: documentId });
  await response.body?.cancel();
  return response.status;
}
