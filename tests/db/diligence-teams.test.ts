// Issue 34, what session 15 left open, through the HTTP API: roles on the due diligence (a view
// member reads only; only leads approve answers and publish FAQ entries), notices of new requests,
// answers, questions, approvals and overdue requests to everyone on the side concerned (principal
// and active members, by their preferences; never to a removed member or another deal's people),
// the principal changing a member's role (audited, told to the member), the owner's side-by-side
// progress of every buyer on a listing, and the diligence tables live through Realtime to the
// parties only. Hand-made requests: view members writing straight into the tables, leads and the
// other side calling the principal's RPC, other users' listings as parameters.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { withDb } from '../support/db';
import { PNG, grantAccess, newListing, uploadDocument } from './support/data-room';
import { dealInExclusivity, rest } from './support/deals';
import { createUser, type Identity } from './support/identities';
import { whereSetAndRuleDisagree } from './support/rule-sets';

type Role = 'view' | 'contribute' | 'lead';

const service = serviceClient();

async function addMember(inviter: Identity, dealId: string, who: Identity, role: Role) {
  const invited = await inviter.client.rpc('invite_deal_member', {
    p_deal_id: dealId,
    p_email: who.email!,
    p_role: role,
  });
  expect(invited.error).toBeNull();
  const accepted = await who.client.rpc('accept_deal_invitation', {
    p_member_id: invited.data!.id,
    p_signed_name: `${who.name} (signed)`,
    p_accept_nda: true,
  });
  expect(accepted.error).toBeNull();
  return invited.data!.id;
}

async function newRequest(who: Identity, dealId: string, title: string, dueDate = '2030-12-31') {
  const { data, error } = await who.client
    .from('diligence_requests')
    .insert({ deal_id: dealId, title, category: 'financial', due_date: dueDate })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

/** The notices of one kind a user has about one deal (read with the service role). */
async function notices(who: Identity, kind: string, dealId: string) {
  const { data, error } = await service
    .from('notifications')
    .select('kind, payload, link')
    .eq('user_id', who.id!)
    .eq('kind', kind as 'deal.message')
    .eq('link', `/deals/${dealId}`);
  expect(error).toBeNull();
  return data!;
}

let seller: Identity;
let buyer: Identity;
let buyer2: Identity;
let otherSeller: Identity;
let buyerViewer: Identity;
let buyerContributor: Identity;
let sellerViewer: Identity;
let sellerContributor: Identity;
let sellerLead: Identity;
let removed: Identity;
let listingId: string;
let otherListingId: string;
let dealId: string;
let deal2Id: string;
let buyerViewerId: string;
let removedId: string;
let doc: string;

beforeAll(async () => {
  [
    seller,
    buyer,
    buyer2,
    otherSeller,
    buyerViewer,
    buyerContributor,
    sellerViewer,
    sellerContributor,
    sellerLead,
    removed,
  ] = await Promise.all([
    createUser('ddt-seller', { role: 'company', status: 'verified' }),
    createUser('ddt-buyer', { role: 'investor', status: 'verified' }),
    createUser('ddt-buyer2', { role: 'investor', status: 'verified' }),
    createUser('ddt-other-seller', { role: 'company', status: 'verified' }),
    createUser('ddt-b-view', { role: 'scout', status: 'verified' }),
    createUser('ddt-b-contrib', { role: 'scout', status: 'verified' }),
    createUser('ddt-s-view', { role: 'scout', status: 'verified' }),
    createUser('ddt-s-contrib', { role: 'scout', status: 'verified' }),
    createUser('ddt-s-lead', { role: 'scout', status: 'verified' }),
    createUser('ddt-removed', { role: 'scout', status: 'verified' }),
  ]);
  [listingId, otherListingId] = await Promise.all([
    newListing(seller, `DDT Target ${randomUUID().slice(0, 8)}`),
    newListing(otherSeller, `DDT Other ${randomUUID().slice(0, 8)}`),
  ]);
  [dealId, deal2Id] = await Promise.all([
    grantAccess(seller, buyer, listingId),
    grantAccess(seller, buyer2, listingId),
  ]);
  doc = (
    await uploadDocument(seller, listingId, {
      name: 'bwa.png',
      type: 'image/png',
      bytes: PNG,
      tier: 'access',
    })
  ).documentId;
  buyerViewerId = await addMember(buyer, dealId, buyerViewer, 'view');
  await addMember(buyer, dealId, buyerContributor, 'contribute');
  await addMember(seller, dealId, sellerViewer, 'view');
  await addMember(seller, dealId, sellerContributor, 'contribute');
  await addMember(seller, dealId, sellerLead, 'lead');
  removedId = await addMember(buyer, dealId, removed, 'contribute');
  const gone = await buyer.client.rpc('remove_deal_member', { p_member_id: removedId });
  expect(gone.error).toBeNull();
});

describe('roles on the due diligence', () => {
  it('a view member reads the list but writes nothing, straight into the tables either', async () => {
    const requestId = await newRequest(buyer, dealId, 'Roles: BWA');
    const read = await buyerViewer.client.rpc('deal_diligence', { p_deal_id: dealId });
    expect(read.error).toBeNull();
    expect(JSON.stringify(read.data)).toContain('Roles: BWA');
    // The page learns what the caller may do (the rules below are the database's own).
    expect(read.data).toMatchObject({ side: 'buyer', role: 'view', is_listing_owner: false });
    const own = await seller.client.rpc('deal_diligence', { p_deal_id: dealId });
    expect(own.data).toMatchObject({ side: 'owner', role: 'lead', is_listing_owner: true });
    const lead = await sellerLead.client.rpc('deal_diligence', { p_deal_id: dealId });
    expect(lead.data).toMatchObject({ side: 'owner', role: 'lead', is_listing_owner: false });

    const insert = await rest(buyerViewer, 'POST', 'diligence_requests', {
      deal_id: dealId,
      title: 'Viewer asks',
    });
    expect(insert.status).toBe(403);
    const question = await rest(buyerViewer, 'POST', 'diligence_questions', {
      deal_id: dealId,
      body: 'Viewer question?',
    });
    expect(question.status).toBe(403);
    const imported = await buyerViewer.client.rpc('import_diligence_checklist', {
      p_deal_id: dealId,
      p_language: 'en',
    });
    expect(imported.error?.code).toBe('42501');
    // The owner's side's viewer neither starts, answers nor links.
    const patch = await rest(sellerViewer, 'PATCH', `diligence_requests?id=eq.${requestId}`, {
      status: 'answered',
      answer_text: 'Viewer answer',
    });
    expect(patch.body).toEqual([]);
    const link = await rest(sellerViewer, 'POST', 'diligence_request_documents', {
      request_id: requestId,
      document_id: doc,
    });
    expect(link.status).toBe(403);
    const unchanged = await service
      .from('diligence_requests')
      .select('status, answer_text')
      .eq('id', requestId)
      .single();
    expect(unchanged.data).toEqual({ status: 'open', answer_text: null });

    // A contributor on each side writes.
    expect((await newRequest(buyerContributor, dealId, 'Roles: contributor asks')).length).toBe(36);
    const answered = await sellerContributor.client
      .from('diligence_requests')
      .update({ status: 'answered', answer_text: 'See the BWA' })
      .eq('id', requestId)
      .select('status');
    expect(answered.error).toBeNull();
    expect(answered.data).toEqual([{ status: 'answered' }]);
  });

  it('only leads approve a draft and publish it: contributors draft, viewers do not', async () => {
    const asked = await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'Roles: who approves?' })
      .select('id')
      .single();
    expect(asked.error).toBeNull();
    const questionId = asked.data!.id;

    const viewerDraft = await rest(sellerViewer, 'POST', 'diligence_answer_drafts', {
      question_id: questionId,
      body: 'Viewer draft',
    });
    expect(viewerDraft.status).toBe(403);
    const draft = await sellerContributor.client
      .from('diligence_answer_drafts')
      .insert({ question_id: questionId, body: 'The lead approves.' });
    expect(draft.error).toBeNull();

    for (const who of [sellerContributor, sellerViewer]) {
      const approve = await who.client.rpc('approve_diligence_answer', {
        p_question_id: questionId,
      });
      expect(approve.error?.code, who.name).toBe('42501');
    }
    // The buyer's side (a lead of its own side) is no lead of the owner's side.
    const buyerApproves = await buyer.client.rpc('approve_diligence_answer', {
      p_question_id: questionId,
    });
    expect(buyerApproves.error?.code).toBe('PT404');

    const approved = await sellerLead.client.rpc('approve_diligence_answer', {
      p_question_id: questionId,
    });
    expect(approved.error).toBeNull();
    expect(approved.data!.state).toBe('answered');
    const contributorFaq = await sellerContributor.client.rpc('set_diligence_faq', {
      p_question_id: questionId,
      p_published: true,
    });
    expect(contributorFaq.error?.code).toBe('42501');
    const faq = await sellerLead.client.rpc('set_diligence_faq', {
      p_question_id: questionId,
      p_published: true,
    });
    expect(faq.error).toBeNull();
  });
});

describe('notices of the due diligence', () => {
  it('new requests reach the owner’s side (one notice for an imported checklist), not the asker', async () => {
    const title = `Notice request ${randomUUID().slice(0, 6)}`;
    await newRequest(buyerContributor, dealId, title);
    for (const who of [seller, sellerViewer, sellerContributor, sellerLead]) {
      const got = await notices(who, 'diligence.requested', dealId);
      expect(
        got.some((n) => (n.payload as { title?: string }).title === title),
        who.name,
      ).toBe(true);
    }
    // The buyer's side (the asker included) hears nothing of its own request.
    for (const who of [buyer, buyerContributor, buyerViewer])
      expect(await notices(who, 'diligence.requested', dealId), who.name).toEqual([]);

    // The second buyer's deal: its own checklist, one notice with the count.
    const imported = await buyer2.client.rpc('import_diligence_checklist', {
      p_deal_id: deal2Id,
      p_language: 'de',
    });
    expect(imported.error).toBeNull();
    expect(imported.data).toBe(21);
    const checklist = await notices(seller, 'diligence.requested', deal2Id);
    expect(checklist).toHaveLength(1);
    expect(checklist[0].payload).toMatchObject({
      count: 21,
      title: 'Jahresabschlüsse der letzten 3 Jahre',
      deal_id: deal2Id,
      from_name: 'Test ddt-buyer2',
    });
    // Nobody on the first deal's teams hears of the second deal.
    for (const who of [sellerViewer, sellerContributor, buyer])
      expect(await notices(who, 'diligence.requested', deal2Id), who.name).toEqual([]);
  });

  it('an answer reaches the buyer’s side, not a removed member; a switched-off preference holds', async () => {
    const off = await buyerViewer.client.from('notification_preferences').upsert({
      user_id: buyerViewer.id!,
      kind: 'diligence.answered',
      in_app: false,
      email: false,
    });
    expect(off.error).toBeNull();
    const title = `Notice answer ${randomUUID().slice(0, 6)}`;
    const requestId = await newRequest(buyer, dealId, title);
    const answered = await seller.client
      .from('diligence_requests')
      .update({ status: 'answered', answer_text: 'Attached.' })
      .eq('id', requestId)
      .select('status');
    expect(answered.data).toEqual([{ status: 'answered' }]);
    for (const who of [buyer, buyerContributor]) {
      const got = await notices(who, 'diligence.answered', dealId);
      expect(
        got.some((n) => (n.payload as { title?: string }).title === title),
        who.name,
      ).toBe(true);
    }
    const ofTitle = (list: { payload: unknown }[]) =>
      list.filter((n) => (n.payload as { title?: string }).title === title);
    expect(ofTitle(await notices(buyerViewer, 'diligence.answered', dealId))).toEqual([]);
    expect(await notices(removed, 'diligence.answered', dealId)).toEqual([]);
    expect(await notices(buyer2, 'diligence.answered', dealId)).toEqual([]);
    expect(await notices(seller, 'diligence.answered', dealId)).toEqual([]);
  });

  it('a question reaches the owner’s side; its approved answer the buyer’s side, never the draft', async () => {
    const body = `Notice question ${randomUUID().slice(0, 6)}?`;
    const asked = await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body })
      .select('id')
      .single();
    expect(asked.error).toBeNull();
    const got = await notices(sellerLead, 'diligence.question', dealId);
    expect(got.some((n) => (n.payload as { excerpt?: string }).excerpt === body)).toBe(true);

    const draft = await seller.client
      .from('diligence_answer_drafts')
      .insert({ question_id: asked.data!.id, body: 'Secret draft words' });
    expect(draft.error).toBeNull();
    const beforeApproval = await notices(buyer, 'diligence.question_answered', dealId);
    expect(beforeApproval.some((n) => (n.payload as { excerpt?: string }).excerpt === body)).toBe(
      false,
    );
    expect(
      (await seller.client.rpc('approve_diligence_answer', { p_question_id: asked.data!.id }))
        .error,
    ).toBeNull();
    const answered = await notices(buyerContributor, 'diligence.question_answered', dealId);
    expect(answered.some((n) => (n.payload as { excerpt?: string }).excerpt === body)).toBe(true);
    expect(JSON.stringify(answered)).not.toContain('Secret draft words');
  });

  it('an overdue request reminds the owner’s side once (the deal maintenance)', async () => {
    const title = `Overdue ${randomUUID().slice(0, 6)}`;
    const requestId = await newRequest(buyer, dealId, title, '2026-01-02');
    for (let run = 0; run < 2; run += 1) {
      const { error } = await service.rpc('run_deal_maintenance', {});
      expect(error).toBeNull();
    }
    const got = (await notices(seller, 'diligence.overdue', dealId)).filter(
      (n) => (n.payload as { title?: string }).title === title,
    );
    expect(got).toHaveLength(1);
    const row = await service
      .from('diligence_requests')
      .select('overdue_reminded_at')
      .eq('id', requestId)
      .single();
    expect(row.data!.overdue_reminded_at).not.toBeNull();
    // Nobody sets the mark by hand.
    const forged = await rest(buyer, 'PATCH', `diligence_requests?id=eq.${requestId}`, {
      overdue_reminded_at: null,
    });
    expect(forged.status).toBe(403);
  });
});

describe('the principal changes a member’s role', () => {
  it('audited and told to the member; leads, members and the other side cannot', async () => {
    for (const who of [buyerContributor, seller, sellerLead, otherSeller, buyer2]) {
      const refused = await who.client.rpc('set_deal_member_role', {
        p_member_id: buyerViewerId,
        p_role: 'lead',
      });
      expect(refused.error?.code, who.name).toBe('PT404');
    }
    const direct = await rest(buyer, 'PATCH', `deal_members?id=eq.${buyerViewerId}`, {
      role: 'lead',
    });
    expect(direct.status).toBe(403);

    const changed = await buyer.client.rpc('set_deal_member_role', {
      p_member_id: buyerViewerId,
      p_role: 'contribute',
    });
    expect(changed.error).toBeNull();
    expect(changed.data!.role).toBe('contribute');
    // Now the former viewer writes.
    await newRequest(buyerViewer, dealId, 'Roles: promoted viewer asks');
    const told = await notices(buyerViewer, 'team.role_changed', dealId);
    expect(told.map((n) => (n.payload as { role?: string }).role)).toContain('contribute');

    const audited = await withDb((db) =>
      db.query<{ actor_id: string; listing_id: string | null; detail: Record<string, unknown> }>(
        `select actor_id, listing_id, detail from public.audit_events
         where event_type = 'team_role_changed' and detail ->> 'member_id' = $1`,
        [buyerViewerId],
      ),
    );
    expect(audited.rows).toHaveLength(1);
    expect(audited.rows[0]).toMatchObject({
      actor_id: buyer.id,
      // The buyer's team is not the owner's business in the audit trail.
      listing_id: null,
      detail: { old_role: 'view', new_role: 'contribute', side: 'buyer' },
    });
    const ownerReads = await seller.client
      .from('audit_events')
      .select('id')
      .eq('event_type', 'team_role_changed')
      .eq('subject_user_id', buyerViewer.id!);
    expect(ownerReads.data ?? []).toEqual([]);

    const gone = await buyer.client.rpc('set_deal_member_role', {
      p_member_id: removedId,
      p_role: 'view',
    });
    expect(gone.error?.code).toBe('22023');
  });

  it('a removed member is told, and writes nothing any more', async () => {
    const told = await service
      .from('notifications')
      .select('kind, link')
      .eq('user_id', removed.id!)
      .eq('kind', 'team.removed');
    expect(told.data).toEqual([{ kind: 'team.removed', link: '/dashboard' }]);
    const insert = await rest(removed, 'POST', 'diligence_requests', {
      deal_id: dealId,
      title: 'Removed asks',
    });
    expect(insert.status).toBe(403);
    const read = await removed.client.rpc('deal_diligence', { p_deal_id: dealId });
    expect(read.error?.code).toBe('PT404');
  });
});

describe('every buyer’s progress side by side', () => {
  it('the listing’s owner sees each deal’s counts; buyers, members and other owners get 404', async () => {
    const progress = await seller.client.rpc('diligence_progress', { p_listing_id: listingId });
    expect(progress.error).toBeNull();
    const rows = progress.data!;
    expect(rows.map((r) => r.deal_id).sort()).toEqual([dealId, deal2Id].sort());
    const second = rows.find((r) => r.deal_id === deal2Id)!;
    expect(second).toMatchObject({ buyer_name: 'Test ddt-buyer2', open: 21, answered: 0 });
    const first = rows.find((r) => r.deal_id === dealId)!;
    expect(first.answered).toBeGreaterThanOrEqual(1);

    for (const who of [buyer, sellerLead, otherSeller]) {
      const refused = await who.client.rpc('diligence_progress', { p_listing_id: listingId });
      expect(refused.error?.code, who.name).toBe('PT404');
    }
    const other = await otherSeller.client.rpc('diligence_progress', {
      p_listing_id: otherListingId,
    });
    expect(other.error).toBeNull();
    expect(other.data).toEqual([]);
  });
});

describe('the due diligence live (Realtime)', () => {
  type Change = { eventType: string; new: { id?: string; status?: string } };
  const clients: SupabaseClient[] = [];
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
  });

  async function listen(
    who: Identity,
    table: string,
    filter: string,
    into: Change[],
    ids: string[],
  ) {
    const client = who.client as unknown as SupabaseClient;
    await client.realtime.setAuth(who.token!);
    clients.push(client);
    const channel = client
      .channel(`dd-${who.name}-${randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table, filter }, (payload) =>
        into.push(payload as unknown as Change),
      )
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notifications',
          filter: `user_id=eq.${who.id}`,
        },
        (payload) => ids.push((payload.new as { id: string }).id),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      }),
    );
  }

  async function until(check: () => boolean, what: string) {
    const deadline = Date.now() + 30_000;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!check()) throw new Error(`not received in time: ${what}`);
  }

  it('the buyer’s member sees an answer arrive; another buyer and a removed member do not', async () => {
    const requestId = await newRequest(buyer, dealId, 'Live: annual accounts');
    const got = { member: [] as Change[], buyer2: [] as Change[], removed: [] as Change[] };
    const sentinels = { member: [] as string[], buyer2: [] as string[], removed: [] as string[] };
    const filter = `deal_id=eq.${dealId}`;
    await listen(buyerContributor, 'diligence_requests', filter, got.member, sentinels.member);
    await listen(buyer2, 'diligence_requests', filter, got.buyer2, sentinels.buyer2);
    await listen(removed, 'diligence_requests', filter, got.removed, sentinels.removed);

    const answered = await seller.client
      .from('diligence_requests')
      .update({ status: 'answered', answer_text: 'Live answer' })
      .eq('id', requestId)
      .select('status');
    expect(answered.error).toBeNull();
    await until(
      () => got.member.some((c) => c.new.id === requestId && c.new.status === 'answered'),
      'the answer',
    );
    // Sentinels after the answer: a change the others should not get would have arrived first.
    const sent: Record<string, string> = {};
    for (const [key, who] of [
      ['buyer2', buyer2],
      ['removed', removed],
    ] as const) {
      const { data } = await service
        .from('notifications')
        .insert({ user_id: who.id!, kind: 'deal.message', link: '/dashboard', payload: {} })
        .select('id')
        .single();
      sent[key] = data!.id;
    }
    await until(
      () => sentinels.buyer2.includes(sent.buyer2) && sentinels.removed.includes(sent.removed),
      'the sentinels',
    );
    expect(got.buyer2).toEqual([]);
    expect(got.removed).toEqual([]);
  });
});

describe('who reads the list: one set per statement', () => {
  /**
   * Where the set the read policies ask once per statement (private.my_diligence_deal_ids()) and
   * the rule per deal (private.diligence_open(): deal_diligence(), the writes) disagree.
   */
  const disagreeing = (people: Identity[]) =>
    whereSetAndRuleDisagree(
      people,
      'private.my_diligence_deal_ids()',
      (deal) => `private.diligence_open(${deal})`,
    );

  /** Who of these people reads the deal's request list through the API. */
  async function readers(people: Identity[]) {
    const reading: string[] = [];
    for (const who of people) {
      const read = await who.client.from('diligence_requests').select('id').eq('deal_id', dealId);
      expect(read.error, who.name).toBeNull();
      if (read.data!.length > 0) reading.push(who.name);
    }
    return reading;
  }

  it('agrees with diligence_open() for principals, members, removed, invited, pending, rejected and paused buyers', async () => {
    const [invited, pending, rejected] = await Promise.all([
      createUser('ddt-invited', { role: 'scout', status: 'verified' }),
      createUser('ddt-pending', { role: 'scout', status: 'pending' }),
      createUser('ddt-rejected', { role: 'scout', status: 'pending' }),
    ]);
    const invitation = await buyer.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: invited.email!,
      p_role: 'view',
    });
    expect(invitation.error).toBeNull();
    await addMember(seller, dealId, pending, 'view');
    await addMember(buyer, dealId, rejected, 'view');
    await withDb((db) =>
      db.query("update public.profiles set verification_status = 'rejected' where id = $1", [
        rejected.id,
      ]),
    );
    await newRequest(buyer, dealId, 'Set: leases');
    const ownerSide = [seller, sellerViewer, sellerContributor, sellerLead, pending];
    const buyerSide = [buyer, buyerViewer, buyerContributor];
    const everyone = [...ownerSide, ...buyerSide, buyer2, otherSeller, removed, invited, rejected];
    expect(await readers(everyone)).toEqual([...ownerSide, ...buyerSide].map((who) => who.name));
    expect(await disagreeing(everyone)).toEqual([]);

    // Another buyer's exclusivity pauses the buyer's side: the list goes with the next request,
    // the owner's side keeps it.
    await dealInExclusivity(buyer2, seller, deal2Id);
    expect(await readers(everyone)).toEqual(ownerSide.map((who) => who.name));
    expect(await disagreeing(everyone)).toEqual([]);
  });
});
