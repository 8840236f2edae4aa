// The closing checklist of a DACH deal and "close the deal" (issue 35), through the HTTP API with
// supabase-js and hand-made requests: either principal starts it once an accepted LOI's exclusivity
// runs (template by the LOI's structure), each item moves once from open to done or waived (with
// a reason) by its owner side's leads, only the seller's side confirms the purchase price payment, the
// SPA drafts are linked data-room uploads with every version kept, and closing needs every
// required item done or waived, then ends as the existing won path does (the other deals lost, an
// admin's confirmation of the success fee asked). Refused: another buyer, non-parties, members
// without the lead role, the buyer confirming the payment, closing with open items, move_deal()
// skipping the checklist, and direct writes into the tables. The other side's active team members
// hear each step as its principal does (their checklist follows live), by their preferences;
// removed and invited-only members do not.
import type { SupabaseClient } from '@supabase/supabase-js';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { withDb } from '../support/db';
import { stackEnv } from '../support/env';
import { PNG, uploadDocument } from './support/data-room';
import { dealWithAccess, moveDeal, newListing, rest } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';
import { whereSetAndRuleDisagree } from './support/rule-sets';

const service = serviceClient();

let seller: Identity;
let buyer: Identity;
let buyer2: Identity;
let stranger: Identity;
let buyerLead: Identity; // lead member of the buyer's side
let buyerHelper: Identity; // contribute member of the buyer's side
let sellerLead: Identity; // lead member of the seller's side
let sellerViewer: Identity; // view member of the seller's side (notices)
let sellerQuiet: Identity; // view member of the seller's side who turned item notices off
let sellerGone: Identity; // removed from the seller's side
let sellerInvited: Identity; // invited to the seller's side, never accepted

type Item = {
  id: string;
  position: number;
  title_key: string | null;
  title: string | null;
  owner_side: 'buyer' | 'owner';
  required: boolean;
  status: 'open' | 'done' | 'waived';
  due_on: string | null;
  waive_reason: string | null;
  decided_by: string | null;
};

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const terms = (structure: 'share_deal' | 'asset_deal') => ({
  price_cents: 90_000_000,
  closing_cents: 90_000_000,
  structure,
  financing_equity_cents: 90_000_000,
  exclusivity_days: 60,
  diligence_deadline: inDays(25),
  target_signing_date: inDays(40),
  valid_until: inDays(14),
});

const rpc = (who: Identity, name: string, args: Record<string, unknown>) =>
  (who.client as SupabaseClient).rpc(name, args);

const ok = <T>(result: { data: unknown; error: { message: string } | null }): T => {
  expect(result.error).toBeNull();
  return result.data as T;
};

const refused = (result: { error: { code?: string } | null }, code: string) => {
  expect(result.error).not.toBeNull();
  expect(result.error!.code).toBe(code);
};

async function addMember(inviter: Identity, dealId: string, who: Identity, role: string) {
  const invited = ok<{ id: string }>(
    await rpc(inviter, 'invite_deal_member', {
      p_deal_id: dealId,
      p_email: who.email!,
      p_role: role,
    }),
  );
  ok(
    await rpc(who, 'accept_deal_invitation', {
      p_member_id: invited.id,
      p_signed_name: `${who.name} (signed)`,
      p_accept_nda: true,
    }),
  );
}

/** A listing with two buyers who have access; the first one's LOI is accepted (exclusivity). */
async function inExclusivity(
  title: string,
  structure: 'share_deal' | 'asset_deal' = 'share_deal',
  conditions: Record<string, unknown> = {},
) {
  const listingId = await newListing(seller, title);
  const dealId = await dealWithAccess(buyer, seller, listingId);
  const deal2Id = await dealWithAccess(buyer2, seller, listingId);
  const offer = ok<{ id: string }>(
    await rpc(buyer, 'submit_loi', {
      p_deal_id: dealId,
      p_terms: { ...terms(structure), ...conditions },
    }),
  );
  ok(await rpc(seller, 'accept_loi', { p_offer_id: offer.id }));
  return { listingId, dealId, deal2Id };
}

const items = async (who: Identity, dealId: string) =>
  ok<Item[]>(
    await who.client
      .from('closing_items')
      .select(
        'id, position, title_key, title, owner_side, required, status, due_on, waive_reason, decided_by',
      )
      .eq('deal_id', dealId)
      .order('position'),
  );

const itemOf = async (dealId: string, key: string) =>
  (await items(seller, dealId)).find((i) => i.title_key === key)!;

async function notices(who: Identity, kind: string, dealId: string) {
  const { data, error } = await service
    .from('notifications')
    .select('kind, payload')
    .eq('user_id', who.id!)
    .eq('kind', kind as 'deal.message')
    .eq('link', `/deals/${dealId}`);
  expect(error).toBeNull();
  return data!;
}

beforeAll(async () => {
  [seller, buyer, buyer2, stranger, buyerLead, buyerHelper, sellerLead] = await Promise.all([
    createUser('close-seller', { role: 'company', status: 'verified' }),
    createUser('close-buyer', { role: 'investor', status: 'verified' }),
    createUser('close-buyer2', { role: 'investor', status: 'verified' }),
    createUser('close-stranger', { role: 'investor', status: 'verified' }),
    createUser('close-buyer-lead', { role: 'investor', status: 'verified' }),
    createUser('close-buyer-helper', { role: 'investor', status: 'verified' }),
    createUser('close-seller-lead', { role: 'company', status: 'verified' }),
  ]);
  [sellerViewer, sellerQuiet, sellerGone, sellerInvited] = await Promise.all([
    createUser('close-seller-viewer', { role: 'company', status: 'verified' }),
    createUser('close-seller-quiet', { role: 'company', status: 'verified' }),
    createUser('close-seller-gone', { role: 'company', status: 'verified' }),
    createUser('close-seller-invited', { role: 'company', status: 'verified' }),
  ]);
  await Promise.all([buyer, buyer2, stranger].map(giveBillingInfo));
});

afterAll(async () => {
  // Exclusivities left running by this file end (no other file's listing is touched).
  const { data: listings } = await service.from('listings').select('id').eq('user_id', seller.id!);
  await service
    .from('deals')
    .update({ exclusive_until: new Date(Date.now() - 1000).toISOString() })
    .in(
      'listing_id',
      (listings ?? []).map((l) => l.id),
    )
    .eq('stage', 'in_exclusivity');
  await service.rpc('end_lapsed_exclusivities');
});

describe('starting the closing checklist', () => {
  it('waits for an accepted LOI, refuses the other buyer, non-parties and members, then the template of a share deal', async () => {
    const listingId = await newListing(seller, 'Closing Start GmbH');
    const dealId = await dealWithAccess(buyer, seller, listingId);
    await dealWithAccess(buyer2, seller, listingId);
    // No accepted LOI yet: nothing to close.
    refused(await rpc(buyer, 'start_closing_checklist', { p_deal_id: dealId }), '22023');
    const offer = ok<{ id: string }>(
      await rpc(buyer, 'submit_loi', { p_deal_id: dealId, p_terms: terms('share_deal') }),
    );
    ok(await rpc(seller, 'accept_loi', { p_offer_id: offer.id }));
    await addMember(buyer, dealId, buyerHelper, 'contribute');

    // The other buyer and a stranger do not learn of the deal; a member without the lead role
    // does not start it (a lead does: tests/db/deal-team-leads-close.test.ts).
    refused(await rpc(buyer2, 'start_closing_checklist', { p_deal_id: dealId }), 'PT404');
    refused(await rpc(stranger, 'start_closing_checklist', { p_deal_id: dealId }), 'PT404');
    refused(await rpc(buyerHelper, 'start_closing_checklist', { p_deal_id: dealId }), '42501');

    const list = ok<{ structure: string; offer_id: string; closed_at: null }>(
      await rpc(buyer, 'start_closing_checklist', { p_deal_id: dealId }),
    );
    expect(list).toMatchObject({ structure: 'share_deal', offer_id: offer.id, closed_at: null });
    // Once per deal, also for the other principal.
    refused(await rpc(seller, 'start_closing_checklist', { p_deal_id: dealId }), '22023');

    const got = await items(buyer, dealId);
    expect(got.map((i) => i.title_key)).toEqual([
      'notary_appointment',
      'spa_draft',
      'conditions_precedent',
      'signing_notary',
      'payment',
      'shareholder_list',
      'handover_keys',
      'handover_accounts',
      'handover_customer_letters',
    ]);
    expect(got.every((i) => i.status === 'open' && i.due_on !== null)).toBe(true);
    expect(got.find((i) => i.title_key === 'signing_notary')!.due_on).toBe(inDays(40));
    expect(got.find((i) => i.title_key === 'payment')!.owner_side).toBe('owner');
    // Both sides (the member too) read it; the other buyer and a stranger read nothing.
    expect(await items(seller, dealId)).toHaveLength(9);
    expect(await items(buyerHelper, dealId)).toHaveLength(9);
    expect(await items(buyer2, dealId)).toEqual([]);
    expect(await items(stranger, dealId)).toEqual([]);
    const lists = await buyer2.client
      .from('closing_checklists')
      .select('deal_id')
      .eq('deal_id', dealId);
    expect(lists.data).toEqual([]);

    // The seller is told; the step is in the audit trail.
    expect(await notices(seller, 'closing.started', dealId)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ structure: 'share_deal' }) }),
    ]);
    const audit = await seller.client
      .from('audit_events')
      .select('detail')
      .eq('event_type', 'closing_step')
      .eq('listing_id', listingId);
    expect(audit.data!.map((e) => (e.detail as { step: string }).step)).toEqual(['started']);
  });

  it('an asset deal gets the asset deal template (§ 613a BGB notice, contract assignments)', async () => {
    const { dealId } = await inExclusivity('Closing Asset GmbH', 'asset_deal');
    ok(await rpc(seller, 'start_closing_checklist', { p_deal_id: dealId }));
    expect((await items(buyer, dealId)).map((i) => i.title_key)).toEqual([
      'asset_list',
      'apa_draft',
      'employee_notice',
      'contract_assignments',
      'conditions_precedent',
      'signing',
      'payment',
      'handover_keys',
      'handover_accounts',
      'handover_customer_letters',
    ]);
    expect(await notices(buyer, 'closing.started', dealId)).toHaveLength(1);
  });

  it('makes each condition the LOI names an item of its own, the general one for its note', async () => {
    const named = await inExclusivity('Closing Conditions GmbH', 'share_deal', {
      cond_due_diligence: true,
      cond_financing: true,
    });
    ok(await rpc(buyer, 'start_closing_checklist', { p_deal_id: named.dealId }));
    const keys = (await items(buyer, named.dealId)).map((i) => i.title_key);
    expect(keys.slice(0, 5)).toEqual([
      'notary_appointment',
      'spa_draft',
      'cp_due_diligence',
      'cp_financing',
      'signing_notary',
    ]);
    // Each has its own state: the due diligence done, the financing still open.
    const diligence = await itemOf(named.dealId, 'cp_due_diligence');
    expect(diligence).toMatchObject({ owner_side: 'buyer', required: true, status: 'open' });
    ok(await rpc(buyer, 'complete_closing_item', { p_item_id: diligence.id }));
    expect((await itemOf(named.dealId, 'cp_due_diligence')).status).toBe('done');
    expect((await itemOf(named.dealId, 'cp_financing')).status).toBe('open');

    // Approvals and a note: the approvals' item, and the general one for what the note adds.
    const noted = await inExclusivity('Closing Approvals GmbH', 'asset_deal', {
      cond_approvals: true,
      conditions_note: 'Zustimmung des Vermieters',
    });
    ok(await rpc(seller, 'start_closing_checklist', { p_deal_id: noted.dealId }));
    const assetKeys = (await items(buyer, noted.dealId)).map((i) => i.title_key);
    expect(assetKeys.filter((k) => k === 'conditions_precedent' || k!.startsWith('cp_'))).toEqual([
      'cp_approvals',
      'conditions_precedent',
    ]);
    expect(assetKeys.indexOf('cp_approvals')).toBe(assetKeys.indexOf('contract_assignments') + 1);
  });
});

describe('the items, the payment and closing', () => {
  it('each transition by its side; refusals; SPA versions; closing only when complete; won as today', async () => {
    const { listingId, dealId, deal2Id } = await inExclusivity('Closing Flow GmbH');
    ok(await rpc(buyer, 'start_closing_checklist', { p_deal_id: dealId }));
    await addMember(buyer, dealId, buyerLead, 'lead');
    await addMember(buyer, dealId, buyerHelper, 'contribute');
    await addMember(seller, dealId, sellerLead, 'lead');
    const notary = await itemOf(dealId, 'notary_appointment');
    const spa = await itemOf(dealId, 'spa_draft');
    const payment = await itemOf(dealId, 'payment');

    // The notary appointment needs its date and notary; only its side sets them.
    refused(await rpc(buyer, 'complete_closing_item', { p_item_id: notary.id }), '22023');
    refused(
      await rpc(seller, 'set_closing_item_details', {
        p_item_id: notary.id,
        p_due_on: inDays(30),
        p_notary_name: 'Dr. Weber',
      }),
      '42501',
    );
    ok(
      await rpc(buyer, 'set_closing_item_details', {
        p_item_id: notary.id,
        p_due_on: inDays(30),
        p_notary_name: 'Dr. Anna Weber, Notarin in München',
      }),
    );
    // Not the other side, not a member without the lead role, not another buyer or a stranger.
    refused(await rpc(seller, 'complete_closing_item', { p_item_id: notary.id }), '42501');
    refused(await rpc(buyerHelper, 'complete_closing_item', { p_item_id: notary.id }), '42501');
    refused(await rpc(buyer2, 'complete_closing_item', { p_item_id: notary.id }), 'PT404');
    refused(await rpc(stranger, 'complete_closing_item', { p_item_id: notary.id }), 'PT404');
    // A lead member of the buyer's side ticks it off; once.
    const done = ok<Item>(await rpc(buyerLead, 'complete_closing_item', { p_item_id: notary.id }));
    expect(done).toMatchObject({ status: 'done', decided_by: buyerLead.id });
    refused(await rpc(buyer, 'complete_closing_item', { p_item_id: notary.id }), '22023');
    expect(await notices(seller, 'closing.item_done', dealId)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ item_key: 'notary_appointment', status: 'done' }),
      }),
    ]);

    // SPA drafts: the seller uploads through the data room and links each version; all kept.
    const v1 = await uploadDocument(seller, listingId, {
      name: 'SPA Entwurf 1.png',
      tier: 'access',
      type: 'image/png',
      bytes: PNG,
    });
    const v2 = await uploadDocument(seller, listingId, {
      name: 'SPA Entwurf 2.png',
      tier: 'access',
      type: 'image/png',
      bytes: PNG,
    });
    refused(
      await rpc(buyer, 'link_closing_document', {
        p_item_id: spa.id,
        p_document_id: v1.documentId,
      }),
      '42501',
    );
    expect(
      ok<{ version_no: number }>(
        await rpc(seller, 'link_closing_document', {
          p_item_id: spa.id,
          p_document_id: v1.documentId,
        }),
      ).version_no,
    ).toBe(1);
    expect(
      ok<{ version_no: number }>(
        await rpc(sellerLead, 'link_closing_document', {
          p_item_id: spa.id,
          p_document_id: v2.documentId,
        }),
      ).version_no,
    ).toBe(2);
    // A document of another listing is not this deal's.
    const otherListing = await newListing(seller, 'Closing Other Room');
    const foreign = await uploadDocument(seller, otherListing, {
      name: 'Fremd.png',
      tier: 'access',
      type: 'image/png',
      bytes: PNG,
    });
    refused(
      await rpc(seller, 'link_closing_document', {
        p_item_id: spa.id,
        p_document_id: foreign.documentId,
      }),
      'PT404',
    );
    const versions = await buyer.client
      .from('closing_item_documents')
      .select('version_no, document_id')
      .eq('item_id', spa.id)
      .order('version_no');
    expect(versions.data).toEqual([
      { version_no: 1, document_id: v1.documentId },
      { version_no: 2, document_id: v2.documentId },
    ]);
    expect(
      (await buyer2.client.from('closing_item_documents').select('item_id').eq('deal_id', dealId))
        .data,
    ).toEqual([]);
    ok(await rpc(seller, 'complete_closing_item', { p_item_id: spa.id }));

    // Waiving needs a reason; the payment is never waived.
    const cp = await itemOf(dealId, 'conditions_precedent');
    refused(await rpc(buyer, 'waive_closing_item', { p_item_id: cp.id, p_reason: '  ' }), '22023');
    const waived = ok<Item>(
      await rpc(buyer, 'waive_closing_item', {
        p_item_id: cp.id,
        p_reason: 'Keine aufschiebenden Bedingungen vereinbart',
      }),
    );
    expect(waived).toMatchObject({
      status: 'waived',
      waive_reason: 'Keine aufschiebenden Bedingungen vereinbart',
    });
    refused(
      await rpc(seller, 'waive_closing_item', { p_item_id: payment.id, p_reason: 'x' }),
      '22023',
    );

    // Only the seller's side confirms the payment: not the buyer, not the buyer's lead member (the
    // seller's lead member does: tests/db/deal-team-leads-close.test.ts).
    refused(await rpc(buyer, 'complete_closing_item', { p_item_id: payment.id }), '42501');
    refused(await rpc(buyerLead, 'complete_closing_item', { p_item_id: payment.id }), '42501');

    // Closing with open items is refused; so is the buyer closing, and move_deal() skipping it.
    refused(await rpc(seller, 'close_deal', { p_deal_id: dealId }), '22023');
    refused(await rpc(buyer, 'close_deal', { p_deal_id: dealId }), '42501');
    refused(await rpc(stranger, 'close_deal', { p_deal_id: dealId }), 'PT404');
    refused(await moveDeal(seller, dealId, 'won'), '22023');

    // An own item of the parties, required: it must be done too.
    const own = ok<Item>(
      await rpc(seller, 'add_closing_item', {
        p_deal_id: dealId,
        p_title: 'Übergabe der Domain',
        p_owner_side: 'owner',
        p_due_on: inDays(45),
      }),
    );
    expect(own).toMatchObject({ title: 'Übergabe der Domain', title_key: null, position: 10 });
    refused(
      await rpc(buyerHelper, 'add_closing_item', {
        p_deal_id: dealId,
        p_title: 'Nicht erlaubt',
        p_owner_side: 'buyer',
      }),
      '42501',
    );

    ok(
      await rpc(buyer, 'complete_closing_item', {
        p_item_id: (await itemOf(dealId, 'signing_notary')).id,
      }),
    );
    ok(await rpc(seller, 'complete_closing_item', { p_item_id: payment.id }));
    expect(await notices(buyer, 'closing.payment_confirmed', dealId)).toHaveLength(1);
    ok(
      await rpc(seller, 'complete_closing_item', {
        p_item_id: (await itemOf(dealId, 'shareholder_list')).id,
      }),
    );
    // One required item left (the own one): still refused.
    refused(await rpc(seller, 'close_deal', { p_deal_id: dealId }), '22023');
    ok(await rpc(seller, 'complete_closing_item', { p_item_id: own.id }));

    // Closing: every required item done or waived (the optional handover items may stay open).
    const won = ok<{ stage: string }>(await rpc(seller, 'close_deal', { p_deal_id: dealId }));
    expect(won.stage).toBe('won');
    const list = await buyer.client
      .from('closing_checklists')
      .select('closed_at, closed_by')
      .eq('deal_id', dealId)
      .single();
    expect(list.data!.closed_by).toBe(seller.id);
    // As the won path does today: the other buyer's deal is lost, an admin confirms the fee.
    const other = await service.from('deals').select('stage').eq('id', deal2Id).single();
    expect(other.data!.stage).toBe('lost');
    const confirmation = await service
      .from('won_deal_confirmations')
      .select('deal_id')
      .eq('deal_id', dealId);
    expect(confirmation.data).toHaveLength(1);
    expect(await notices(buyer, 'closing.closed', dealId)).toHaveLength(1);
    // Both sides' archives hold the checklist, its items and its drafts exactly as one request per
    // table with their own token reads them (the deal-archive function embeds the items and the
    // drafts in the checklist of its one request for the deal).
    for (const who of [seller, buyer]) {
      const response = await fetch(`${stackEnv.url}/functions/v1/deal-archive`, {
        method: 'POST',
        headers: {
          apikey: stackEnv.anonKey,
          Authorization: `Bearer ${who.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ deal_id: dealId }),
      });
      expect(response.status, who.name).toBe(200);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      const file = (path: string) => JSON.parse(strFromU8(files[path])) as unknown;
      const read = async (table: string, ...order: string[]) => {
        let query = who.client
          .from(table as 'closing_items')
          .select('*')
          .eq('deal_id', dealId);
        for (const column of order) query = query.order(column as 'id');
        return ok<Record<string, unknown>[]>(await query);
      };
      const checklist = await read('closing_checklists');
      const closingItems = await read('closing_items', 'position', 'id');
      const drafts = await read('closing_item_documents', 'item_id', 'document_id');
      expect(checklist, who.name).toHaveLength(1);
      expect(closingItems.length, who.name).toBeGreaterThanOrEqual(10);
      // The owner reads the two drafts; the buyer, as the drafts' policy says after closing (the
      // documents' tier is no longer theirs to read), none: an empty embed, as the read gives.
      expect(drafts.length, who.name).toBe(who === seller ? 2 : 0);
      expect(file('closing/checklist.json'), who.name).toStrictEqual(checklist);
      expect(file('closing/items.json'), who.name).toStrictEqual(closingItems);
      expect(file('closing/documents.json'), who.name).toStrictEqual(drafts);
    }
    // A closed checklist does not change.
    refused(
      await rpc(seller, 'complete_closing_item', {
        p_item_id: (await itemOf(dealId, 'handover_keys')).id,
      }),
      '22023',
    );
    refused(await rpc(seller, 'close_deal', { p_deal_id: dealId }), '22023');

    const steps = await seller.client
      .from('audit_events')
      .select('detail')
      .eq('event_type', 'closing_step')
      .eq('listing_id', listingId);
    const names = steps.data!.map((e) => (e.detail as { step: string }).step);
    for (const step of [
      'started',
      'item_done',
      'draft_linked',
      'item_waived',
      'payment_confirmed',
      'item_added',
      'closed',
    ])
      expect(names, step).toContain(step);
  });
});

describe('the other side’s team hears the closing', () => {
  it('active members get every closing notice, by their preferences; removed and invited ones none', async () => {
    const { dealId, deal2Id } = await inExclusivity('Closing Team GmbH');
    await addMember(seller, dealId, sellerViewer, 'view');
    await addMember(seller, dealId, sellerQuiet, 'view');
    await addMember(seller, dealId, sellerGone, 'view');
    await addMember(buyer, dealId, buyerHelper, 'contribute');
    ok(
      await rpc(seller, 'invite_deal_member', {
        p_deal_id: dealId,
        p_email: sellerInvited.email!,
        p_role: 'view',
      }),
    );
    const gone = ok<{ id: string }[]>(
      await service
        .from('deal_members')
        .select('id')
        .eq('deal_id', dealId)
        .eq('user_id', sellerGone.id!),
    );
    ok(await rpc(seller, 'remove_deal_member', { p_member_id: gone[0].id }));
    const off = await sellerQuiet.client.from('notification_preferences').upsert({
      user_id: sellerQuiet.id!,
      kind: 'closing.item_done',
      in_app: false,
      email: false,
    });
    expect(off.error).toBeNull();

    // The buyer starts the checklist: the seller's side hears it, the buyer's own side does not.
    ok(await rpc(buyer, 'start_closing_checklist', { p_deal_id: dealId }));

    // Both sides read the checklist, principals and active members; removed and invited ones,
    // the other buyer and strangers read nothing. The policies ask the set of the caller's deals
    // (private.my_side_deal_ids()); on every deal it agrees with private.my_deal_side().
    const sides = [seller, sellerViewer, sellerQuiet, buyer, buyerHelper];
    for (const who of [...sides, sellerGone, sellerInvited, buyer2, stranger]) {
      const read = await who.client.from('closing_items').select('id').eq('deal_id', dealId);
      expect(read.error, who.name).toBeNull();
      expect(read.data!.length > 0, who.name).toBe(sides.includes(who));
    }
    const disagreeing = await whereSetAndRuleDisagree(
      [...sides, sellerGone, sellerInvited, buyer2, stranger],
      'private.my_side_deal_ids()',
      (deal) => `private.my_deal_side(${deal}) is not null`,
    );
    expect(disagreeing).toEqual([]);
    for (const who of [seller, sellerViewer, sellerQuiet])
      expect(await notices(who, 'closing.started', dealId), who.name).toEqual([
        expect.objectContaining({
          payload: expect.objectContaining({ deal_id: dealId, structure: 'share_deal' }),
        }),
      ]);
    for (const who of [sellerGone, sellerInvited, buyer, buyerHelper, buyer2, stranger])
      expect(await notices(who, 'closing.started', dealId), who.name).toEqual([]);

    // The buyer ticks off a step: the same, and the member who turned the kind off hears nothing
    // (in the app; the email outbox neither).
    const notary = await itemOf(dealId, 'notary_appointment');
    ok(
      await rpc(buyer, 'set_closing_item_details', {
        p_item_id: notary.id,
        p_due_on: inDays(30),
        p_notary_name: 'Dr. Anna Weber, Notarin in München',
      }),
    );
    ok(await rpc(buyer, 'complete_closing_item', { p_item_id: notary.id }));
    for (const who of [seller, sellerViewer])
      expect(await notices(who, 'closing.item_done', dealId), who.name).toEqual([
        expect.objectContaining({
          payload: expect.objectContaining({ item_key: 'notary_appointment', status: 'done' }),
        }),
      ]);
    for (const who of [sellerQuiet, sellerGone, sellerInvited, buyer, buyerHelper])
      expect(await notices(who, 'closing.item_done', dealId), who.name).toEqual([]);
    const mailed = await withDb(async (db) => {
      const { rows } = await db.query<{ user_id: string }>(
        `select distinct user_id from private.email_outbox where kind = 'closing.item_done'
           and user_id = any($1::uuid[])`,
        [[sellerViewer.id, sellerQuiet.id, sellerGone.id]],
      );
      return rows.map((r) => r.user_id);
    });
    expect(mailed).toEqual([sellerViewer.id]);

    // The seller's side acts: the buyer's side hears it (the principal and the active member).
    const spa = await itemOf(dealId, 'spa_draft');
    ok(await rpc(seller, 'complete_closing_item', { p_item_id: spa.id }));
    for (const who of [buyer, buyerHelper])
      expect(await notices(who, 'closing.item_done', dealId), who.name).toEqual([
        expect.objectContaining({ payload: expect.objectContaining({ item_key: 'spa_draft' }) }),
      ]);
    // Nobody of this deal's teams hears of the other buyer's deal.
    for (const who of [sellerViewer, buyerHelper])
      expect(await notices(who, 'closing.started', deal2Id), who.name).toEqual([]);

    // Reminders reach both sides' teams, each told whether the step is theirs.
    const open = (await items(seller, dealId)).find(
      (i) =>
        i.status === 'open' && i.due_on && i.title_key && i.title_key !== 'conditions_precedent',
    )!;
    const at = new Date(Date.parse(`${open.due_on}T10:00:00Z`) - 2 * 86_400_000).toISOString();
    expect(
      ok<number>(await service.rpc('run_closing_reminders', { p_now: at, p_deal_id: dealId })),
    ).toBeGreaterThan(0);
    const reminded = async (who: Identity) =>
      (await notices(who, 'closing.item_due', dealId)).filter(
        (n) => (n.payload as { item_key?: string }).item_key === open.title_key,
      );
    for (const who of [seller, sellerViewer, buyer, buyerHelper])
      expect(
        (await reminded(who)).map((n) => (n.payload as { yours?: boolean }).yours),
        who.name,
      ).toEqual([open.owner_side === (who === buyer || who === buyerHelper ? 'buyer' : 'owner')]);
    for (const who of [sellerGone, sellerInvited])
      expect(await reminded(who), who.name).toEqual([]);
  });
});

describe('reminders before a step is due', () => {
  it('tells both principals once before the date and once after it, again for a new date, never for a done step', async () => {
    const { dealId } = await inExclusivity('Closing Reminder GmbH');
    ok(await rpc(buyer, 'start_closing_checklist', { p_deal_id: dealId }));
    const notary = await itemOf(dealId, 'notary_appointment');
    const spa = await itemOf(dealId, 'spa_draft');
    // The clock is the test's: "now" is two days before the notary appointment's date.
    const dayOf = (date: string, days: number) =>
      new Date(Date.parse(`${date}T10:00:00Z`) + days * 86_400_000).toISOString();
    const remind = async (at: string) =>
      ok<number>(await service.rpc('run_closing_reminders', { p_now: at, p_deal_id: dealId }));
    const notices = async (kind: string) =>
      ok<{ user_id: string; payload: Record<string, unknown> }[]>(
        await service
          .from('notifications')
          .select('user_id, payload')
          .eq('kind', kind as 'deal.message')
          .eq('link', `/deals/${dealId}`)
          .order('created_at'),
      );
    const dueSoon = (items: { due_on: string }[], at: string) =>
      items.filter(
        (i) => i.due_on >= at.slice(0, 10) && i.due_on <= dayOf(at.slice(0, 10), 3).slice(0, 10),
      );

    const at = dayOf(notary.due_on!, -2);
    const all = await items(seller, dealId);
    const expected = dueSoon(all as { due_on: string }[], at).length;
    expect(expected).toBeGreaterThan(0);
    expect(await remind(at)).toBe(expected);
    // Once: a second run the same day tells nobody again.
    expect(await remind(at)).toBe(0);
    const due = (await notices('closing.item_due')).filter(
      (n) => n.payload.item_key === 'notary_appointment',
    );
    // Both principals, each told whether the step is theirs (the notary is the buyer's).
    expect(due.map((n) => [n.user_id, n.payload.yours]).sort()).toEqual(
      [
        [buyer.id, true],
        [seller.id, false],
      ].sort(),
    );
    expect(due[0].payload).toMatchObject({ due_date: notary.due_on, days: 2, owner_side: 'buyer' });

    // The seller ticks off the SPA draft: a done step is never announced as overdue.
    ok(await rpc(seller, 'complete_closing_item', { p_item_id: spa.id }));
    // A new date for the notary appointment is announced again when it comes close.
    const later = dayOf(notary.due_on!, 10).slice(0, 10);
    ok(await rpc(buyer, 'set_closing_item_details', { p_item_id: notary.id, p_due_on: later }));
    const beforeLater = dayOf(later, -1);
    expect(await remind(beforeLater)).toBeGreaterThan(0);
    expect(
      (await notices('closing.item_due')).filter(
        (n) => n.payload.item_key === 'notary_appointment' && n.payload.due_date === later,
      ),
    ).toHaveLength(2);
    // After its date: overdue, once; the done SPA draft is not among the overdue steps.
    await remind(dayOf(later, 1));
    await remind(dayOf(later, 2));
    const overdue = await notices('closing.item_overdue');
    expect(overdue.filter((n) => n.payload.item_key === 'notary_appointment')).toHaveLength(2);
    expect(overdue.filter((n) => n.payload.item_key === 'spa_draft')).toHaveLength(0);

    // Users cannot run it; the maintenance job does (its result names the count).
    refused(await rpc(buyer, 'run_closing_reminders', { p_now: at }), '42501');
    const maintenance = ok<Record<string, number>>(
      await service.rpc('run_deal_maintenance', { p_now: new Date().toISOString() }),
    );
    expect(maintenance).toHaveProperty('closing_reminders');
  });
});

describe('direct writes', () => {
  it('no one writes the tables except through the RPCs (supabase-js and by hand)', async () => {
    const { dealId } = await inExclusivity('Closing Direct GmbH');
    ok(await rpc(buyer, 'start_closing_checklist', { p_deal_id: dealId }));
    const payment = await itemOf(dealId, 'payment');

    // The buyer marks the payment done by a direct update; the seller deletes an item.
    const update = await buyer.client
      .from('closing_items')
      .update({ status: 'done' })
      .eq('id', payment.id)
      .select('id');
    expect(update.error).not.toBeNull();
    const byHand = await rest(buyer, 'PATCH', `closing_items?id=eq.${payment.id}`, {
      status: 'done',
    });
    expect([401, 403]).toContain(byHand.status);
    const remove = await seller.client
      .from('closing_items')
      .delete()
      .eq('id', payment.id)
      .select('id');
    expect(remove.error).not.toBeNull();
    const insert = await rest(seller, 'POST', 'closing_items', {
      deal_id: dealId,
      position: 99,
      title: 'Eingeschleust',
      owner_side: 'owner',
      created_by: seller.id,
    });
    expect([401, 403]).toContain(insert.status);
    const closeByHand = await rest(seller, 'PATCH', `closing_checklists?deal_id=eq.${dealId}`, {
      closed_at: new Date().toISOString(),
      closed_by: seller.id,
    });
    expect([401, 403]).toContain(closeByHand.status);
    const link = await rest(seller, 'POST', 'closing_item_documents', {
      item_id: payment.id,
      document_id: payment.id,
      deal_id: dealId,
      listing_id: dealId,
      version_no: 1,
      linked_by: seller.id,
    });
    expect([401, 403]).toContain(link.status);
    expect((await itemOf(dealId, 'payment')).status).toBe('open');

    // Even the service role cannot rewrite a decided item (history).
    const cp = await itemOf(dealId, 'conditions_precedent');
    ok(await rpc(buyer, 'waive_closing_item', { p_item_id: cp.id, p_reason: 'Nicht nötig' }));
    const rewrite = await service
      .from('closing_items')
      .update({ waive_reason: 'anders' })
      .eq('id', cp.id);
    expect(rewrite.error?.code).toBe('22023');
  });
});
