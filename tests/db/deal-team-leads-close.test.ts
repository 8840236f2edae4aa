// Issue 34, what was left of "decisions stay with the principal and leads", through the HTTP API
// with supabase-js (each role's own token) and hand-made requests:
//  * The closing checklist: a lead of either side starts it, a lead of the owner's team confirms
//    the purchase price payment and closes the deal (public.close_deal()), as
//    private.decides_for_side() already let leads decide access, offers and the clock. View and
//    contribute members, the other side and a lead whose account is still pending get 42501; an
//    invited lead who never accepted, a removed one and strangers 404.
//  * Approving a draft answer and publishing it as a FAQ entry: the same rule (a pending lead is
//    refused).
//  * The listing's title where the app names the deal (the top bar's unread list embeds
//    listing_details): members of the owner's side read it (pending accounts too), members of the
//    buyer's side only once the buyer's deal has access; invited, removed members and strangers
//    never.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_SELECT } from '../../src/lib/unread-messages';
import { serviceClient } from '../support/accounts';
import { dealWithAccess, dealWithNda, moveDeal, newListing, rest } from './support/deals';
import type { Identity } from './support/identities';
import {
  addMember,
  addTeams,
  code,
  leadRoster,
  ok,
  rpc,
  type LeadRoster,
} from './support/lead-roster';

const service = serviceClient();

type Item = {
  id: string;
  title_key: string | null;
  owner_side: 'buyer' | 'owner';
  required: boolean;
  status: string;
};

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const loiTerms = () => ({
  price_cents: 90_000_000,
  closing_cents: 90_000_000,
  structure: 'share_deal',
  financing_equity_cents: 90_000_000,
  exclusivity_days: 60,
  diligence_deadline: inDays(25),
  target_signing_date: inDays(40),
  valid_until: inDays(14),
});

// The roster's people (tests/db/support/lead-roster.ts), by name.
let roster: LeadRoster;
let seller: Identity;
let buyer: Identity;
let ownerLead: Identity;
let ownerContributor: Identity;
let ownerViewer: Identity;
let buyerLead: Identity;
let buyerViewer: Identity;
let invitedLead: Identity;
let pendingLead: Identity;
let removedLead: Identity;
let stranger: Identity;

beforeAll(async () => {
  roster = await leadRoster('tlc');
  ({
    seller,
    buyer,
    ownerLead,
    ownerContributor,
    ownerViewer,
    buyerLead,
    buyerViewer,
    invitedLead,
    pendingLead,
    removedLead,
    stranger,
  } = roster);
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

describe('the closing checklist decided by leads', () => {
  let dealId: string;

  beforeAll(async () => {
    const listingId = await newListing(seller, 'Leads Close GmbH');
    dealId = await dealWithAccess(buyer, seller, listingId);
    await addTeams(roster, dealId);
    const offer = ok<{ id: string }>(
      await rpc(buyerLead, 'submit_loi', { p_deal_id: dealId, p_terms: loiTerms() }),
    );
    ok(await rpc(ownerLead, 'accept_loi', { p_offer_id: offer.id }));
  });

  it('a lead of the buyer’s team starts it; members without the lead role, invited, pending and removed leads and strangers do not', async () => {
    const start = (who: Identity) =>
      code(rpc(who, 'start_closing_checklist', { p_deal_id: dealId }));
    expect(
      await Promise.all([ownerContributor, ownerViewer, buyerViewer, pendingLead].map(start)),
    ).toEqual(Array(4).fill('42501'));
    expect(await Promise.all([invitedLead, removedLead, stranger].map(start))).toEqual(
      Array(3).fill('PT404'),
    );
    // By hand, with a viewer's token and a stranger's.
    expect(
      (await rest(ownerViewer, 'POST', 'rpc/start_closing_checklist', { p_deal_id: dealId }))
        .status,
    ).toBe(403);
    expect(
      (await rest(stranger, 'POST', 'rpc/start_closing_checklist', { p_deal_id: dealId })).status,
    ).toBe(404);

    const list = ok<{ started_by: string; closed_at: null }>(
      await rpc(buyerLead, 'start_closing_checklist', { p_deal_id: dealId }),
    );
    expect(list).toMatchObject({ started_by: buyerLead.id, closed_at: null });
  });

  it('a lead of the owner’s team confirms the payment and closes the deal; nobody else does', async () => {
    const items = ok<Item[]>(
      await seller.client
        .from('closing_items')
        .select('id, title_key, owner_side, required, status')
        .eq('deal_id', dealId),
    );
    const payment = items.find((i) => i.title_key === 'payment')!;
    // Every other required item waived by its side's principal: the payment is what is left.
    for (const item of items.filter((i) => i.required && i.id !== payment.id))
      ok(
        await rpc(item.owner_side === 'owner' ? seller : buyer, 'waive_closing_item', {
          p_item_id: item.id,
          p_reason: 'Im Vertrag anders geregelt',
        }),
      );

    const confirm = (who: Identity) =>
      code(rpc(who, 'complete_closing_item', { p_item_id: payment.id }));
    expect(
      await Promise.all(
        [ownerContributor, ownerViewer, buyer, buyerLead, buyerViewer, pendingLead].map(confirm),
      ),
    ).toEqual(Array(6).fill('42501'));
    expect(await Promise.all([invitedLead, removedLead, stranger].map(confirm))).toEqual(
      Array(3).fill('PT404'),
    );
    const paid = ok<{ status: string; decided_by: string }>(
      await rpc(ownerLead, 'complete_closing_item', { p_item_id: payment.id }),
    );
    expect(paid).toMatchObject({ status: 'done', decided_by: ownerLead.id });

    const close = (who: Identity) => code(rpc(who, 'close_deal', { p_deal_id: dealId }));
    expect(
      await Promise.all(
        [ownerContributor, ownerViewer, buyer, buyerLead, buyerViewer, pendingLead].map(close),
      ),
    ).toEqual(Array(6).fill('42501'));
    expect(await Promise.all([invitedLead, removedLead, stranger].map(close))).toEqual(
      Array(3).fill('PT404'),
    );
    // By hand: the contributor's and a stranger's token, the deal's id as the parameter; nor a
    // direct write of the checklist or the deal's stage.
    expect(
      (await rest(ownerContributor, 'POST', 'rpc/close_deal', { p_deal_id: dealId })).status,
    ).toBe(403);
    expect((await rest(stranger, 'POST', 'rpc/close_deal', { p_deal_id: dealId })).status).toBe(
      404,
    );
    const patched = await rest(
      ownerContributor,
      'PATCH',
      `closing_checklists?deal_id=eq.${dealId}`,
      {
        closed_at: new Date().toISOString(),
      },
    );
    expect(patched.status).toBeGreaterThanOrEqual(400);
    const moved = await rest(ownerContributor, 'PATCH', `deals?id=eq.${dealId}`, { stage: 'won' });
    expect(moved.status >= 400 || (Array.isArray(moved.body) && moved.body.length === 0)).toBe(
      true,
    );
    const still = await service.from('deals').select('stage').eq('id', dealId).single();
    expect(still.data!.stage).toBe('in_exclusivity');

    const won = ok<{ stage: string }>(await rpc(ownerLead, 'close_deal', { p_deal_id: dealId }));
    expect(won.stage).toBe('won');
    const list = await service
      .from('closing_checklists')
      .select('closed_by')
      .eq('deal_id', dealId)
      .single();
    expect(list.data!.closed_by).toBe(ownerLead.id);
    const told = await service
      .from('notifications')
      .select('kind')
      .eq('user_id', buyer.id!)
      .eq('kind', 'closing.closed')
      .eq('link', `/deals/${dealId}`);
    expect(told.data).toHaveLength(1);
  });
});

describe('approving answers is a decision too', () => {
  it('a lead whose account is pending neither approves nor publishes; a verified lead does', async () => {
    const listingId = await newListing(seller, 'Leads Approve GmbH');
    const dealId = await dealWithAccess(buyer, seller, listingId);
    await Promise.all([
      addMember(seller, dealId, ownerLead, 'lead'),
      addMember(seller, dealId, pendingLead, 'lead'),
    ]);
    const asked = await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'Who approves the answer?' })
      .select('id')
      .single();
    expect(asked.error).toBeNull();
    const questionId = asked.data!.id as string;
    const drafted = await seller.client
      .from('diligence_answer_drafts')
      .insert({ question_id: questionId, body: 'A verified lead approves.' });
    expect(drafted.error).toBeNull();

    expect(
      await code(rpc(pendingLead, 'approve_diligence_answer', { p_question_id: questionId })),
    ).toBe('42501');
    ok(await rpc(ownerLead, 'approve_diligence_answer', { p_question_id: questionId }));
    expect(
      await code(
        rpc(pendingLead, 'set_diligence_faq', { p_question_id: questionId, p_published: true }),
      ),
    ).toBe('42501');
    ok(await rpc(ownerLead, 'set_diligence_faq', { p_question_id: questionId, p_published: true }));
  });
});

describe('the listing’s title for a deal team', () => {
  type UnreadRow = {
    deal_id: string;
    listings: { listing_details: { title: string } | null } | null;
  };
  const send = async (who: Identity, dealId: string, body: string) =>
    ok(
      await rpc(who, 'send_deal_message', {
        p_deal_id: dealId,
        p_body: body,
        p_client_id: randomUUID(),
      }),
    );
  /** The top bar's question (src/lib/unread-messages.ts), on one deal. */
  const badgeTitle = async (who: Identity, dealId: string) => {
    const rows = ok<UnreadRow[]>(
      await who.client
        .from('deal_reads')
        .select(UNREAD_SELECT)
        .eq('user_id', who.id!)
        .eq('deal_id', dealId)
        .gt('unread_count', 0),
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.listings?.listing_details?.title ?? null;
  };
  /** listing_details by hand, with the caller's token. */
  const titles = async (who: Identity, listingId: string) => {
    const raw = await rest(who, 'GET', `listing_details?select=title&listing_id=eq.${listingId}`);
    expect(raw.status).toBe(200);
    return raw.body as unknown as { title: string }[];
  };

  it('the owner’s members read it (a pending account too), the buyer’s only after access; invited, removed members and strangers never', async () => {
    const title = 'Titel Teams Feinmechanik GmbH';
    const listingId = await newListing(seller, title);
    const dealId = await dealWithNda(buyer, listingId);
    const [ownerViewerMemberId] = await Promise.all([
      addMember(seller, dealId, ownerViewer, 'view'),
      addMember(seller, dealId, pendingLead, 'lead'),
      addMember(buyer, dealId, buyerViewer, 'view'),
      addMember(seller, dealId, invitedLead, 'lead', false),
      addMember(seller, dealId, removedLead, 'lead').then((id) =>
        rpc(seller, 'remove_deal_member', { p_member_id: id }).then(ok),
      ),
    ]);

    // Before access: the owner's members read the title in their badge and by hand.
    await send(buyer, dealId, 'Buyer asks');
    expect(await badgeTitle(ownerViewer, dealId)).toBe(title);
    expect(await badgeTitle(pendingLead, dealId)).toBe(title);
    expect(await titles(ownerViewer, listingId)).toEqual([{ title }]);
    expect(await titles(pendingLead, listingId)).toEqual([{ title }]);
    // The buyer's member does not (the teaser only), neither do the others.
    await send(seller, dealId, 'Seller answers');
    expect(await badgeTitle(buyerViewer, dealId)).toBeNull();
    for (const who of [buyerViewer, invitedLead, removedLead, stranger])
      expect(await titles(who, listingId), who.name).toEqual([]);
    // Nor through an embed of the deal.
    const embedded = await rest(
      buyerViewer,
      'GET',
      `deals?select=id,listings(listing_details(title))&id=eq.${dealId}`,
    );
    expect(embedded.status).toBe(200);
    expect(embedded.body).toEqual([{ id: dealId, listings: { listing_details: null } }]);

    // Access granted: the buyer's member reads what the buyer reads.
    expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
    expect((await moveDeal(seller, dealId, 'access_granted')).error).toBeNull();
    await send(seller, dealId, 'Seller again');
    expect(await badgeTitle(buyerViewer, dealId)).toBe(title);
    for (const who of [invitedLead, removedLead, stranger])
      expect(await titles(who, listingId), who.name).toEqual([]);

    // Removal ends it at once.
    ok(await rpc(seller, 'remove_deal_member', { p_member_id: ownerViewerMemberId }));
    expect(await titles(ownerViewer, listingId)).toEqual([]);
  });
});
