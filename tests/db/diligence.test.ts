// Issue 34, due diligence in the deal room, through the HTTP API: the request list (who writes
// what, the status machine in the database, links to data-room documents by tier), questions with
// drafts only the owner's side reads and approves, the anonymous FAQ another buyer of the listing
// reads, and the checklist import. Hand-made requests with other buyers' and owners' tokens,
// other deals' ids as parameters, embeds, and direct table writes past the app's steps.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG, grantAccess, newListing, uploadDocument } from './support/data-room';
import { rest } from './support/deals';
import { anonIdentity, createUser, giveBillingInfo, type Identity } from './support/identities';

let seller: Identity;
let otherSeller: Identity;
let buyer: Identity; // access granted on the listing
let buyer2: Identity; // a second buyer with access on the same listing
let ndaBuyer: Identity; // NDA signed only
let listingId: string;
let otherListingId: string;
let dealId: string;
let deal2Id: string;
let ndaDealId: string;
let accessDoc: string;
let ndaDoc: string;
let otherDoc: string;

const png = (name: string) => ({ name, type: 'image/png', bytes: PNG });

beforeAll(async () => {
  [seller, otherSeller, buyer, buyer2, ndaBuyer] = await Promise.all([
    createUser('dd-seller', { role: 'company', status: 'verified' }),
    createUser('dd-other-seller', { role: 'company', status: 'verified' }),
    createUser('dd-buyer', { role: 'investor', status: 'verified' }),
    createUser('dd-buyer2', { role: 'investor', status: 'verified' }),
    createUser('dd-nda-buyer', { role: 'investor', status: 'verified' }),
  ]);
  [listingId, otherListingId] = await Promise.all([
    newListing(seller, `DD Target ${randomUUID().slice(0, 8)}`),
    newListing(otherSeller, `DD Other ${randomUUID().slice(0, 8)}`),
  ]);
  [dealId, deal2Id] = await Promise.all([
    grantAccess(seller, buyer, listingId),
    grantAccess(seller, buyer2, listingId),
  ]);
  await giveBillingInfo(ndaBuyer);
  const signed = await ndaBuyer.client
    .from('nda_signatures')
    .insert({ listing_id: listingId, signer_name: ndaBuyer.name });
  expect(signed.error).toBeNull();
  ndaDealId = (
    await ndaBuyer.client
      .from('deals')
      .select('id')
      .eq('listing_id', listingId)
      .eq('buyer_id', ndaBuyer.id!)
      .single()
  ).data!.id;
  [accessDoc, ndaDoc, otherDoc] = (
    await Promise.all([
      uploadDocument(seller, listingId, { ...png('bank-statements.png'), tier: 'access' }),
      uploadDocument(seller, listingId, { ...png('org-chart.png'), tier: 'nda' }),
      uploadDocument(otherSeller, otherListingId, { ...png('other.png'), tier: 'teaser' }),
    ])
  ).map((u) => u.documentId);
});

async function newRequest(
  who: Identity,
  deal: string,
  title = `Request ${randomUUID().slice(0, 6)}`,
) {
  const { data, error } = await who.client
    .from('diligence_requests')
    .insert({ deal_id: deal, title, category: 'financial', due_date: '2026-12-31' })
    .select('id, ref_no, status')
    .single();
  expect(error).toBeNull();
  return data!;
}

const setStatus = (who: Identity, id: string, status: string) =>
  who.client
    .from('diligence_requests')
    .update({ status: status as 'open' })
    .eq('id', id)
    .select('status');

describe('the request list: who reads and writes', () => {
  it('the buyer asks; the owner reads it; other buyers, other owners, NDA-only buyers and anon see nothing', async () => {
    const request = await newRequest(buyer, dealId, 'Jahresabschlüsse 2023');
    expect(request.status).toBe('open');
    expect(request.ref_no).toBeGreaterThanOrEqual(1);

    const own = await seller.client.from('diligence_requests').select('id').eq('deal_id', dealId);
    expect(own.data!.map((r) => r.id)).toContain(request.id);

    for (const who of [buyer2, otherSeller, ndaBuyer]) {
      const read = await who.client.from('diligence_requests').select('id').eq('id', request.id);
      expect(read.error).toBeNull();
      expect(read.data, who.name).toEqual([]);
      // Through an embed on the caller's own deal row: nothing of another deal either.
      const embedded = await rest(
        who,
        'GET',
        `deals?select=id,diligence_requests(id,title)&id=eq.${dealId}`,
      );
      expect(embedded.body, who.name).toEqual([]);
      const overview = await who.client.rpc('deal_diligence', { p_deal_id: dealId });
      expect(overview.error?.code, who.name).toBe('PT404');
    }
    const anon = await rest(anonIdentity(), 'GET', `diligence_requests?id=eq.${request.id}`);
    expect([401, 403]).toContain(anon.status);
  });

  it('only the buyer side asks, and only once access is granted', async () => {
    const byOwner = await seller.client
      .from('diligence_requests')
      .insert({ deal_id: dealId, title: 'Owner tries' });
    expect(byOwner.error?.code).toBe('42501');
    const intoOthers = await buyer2.client
      .from('diligence_requests')
      .insert({ deal_id: dealId, title: 'Into another deal' });
    expect(intoOthers.error?.code).toBe('42501');
    const beforeAccess = await ndaBuyer.client
      .from('diligence_requests')
      .insert({ deal_id: ndaDealId, title: 'Before access' });
    expect(beforeAccess.error?.code).toBe('42501');
    // Columns the database sets are not the caller's to write.
    const forged = await rest(buyer, 'POST', 'diligence_requests', {
      deal_id: dealId,
      title: 'Pre-accepted',
      status: 'accepted',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('42501');
  });

  it('the status machine: owner starts and answers, buyer accepts and reopens; each side writes only its columns', async () => {
    const { id } = await newRequest(buyer, dealId);

    expect((await setStatus(buyer, id, 'in_progress')).error?.code).toBe('22023');
    expect((await setStatus(buyer, id, 'answered')).error?.code).toBe('22023');
    expect((await setStatus(seller, id, 'accepted')).error?.code).toBe('22023');
    expect((await setStatus(seller, id, 'in_progress')).data).toEqual([{ status: 'in_progress' }]);
    // Answered needs an answer.
    const empty = await setStatus(seller, id, 'answered');
    expect(empty.error?.code).toBe('22023');
    expect(empty.error?.message).toMatch(/Answer in text or link a document first/);

    const ownerEditsQuestion = await seller.client
      .from('diligence_requests')
      .update({ title: 'Changed by owner' })
      .eq('id', id);
    expect(ownerEditsQuestion.error?.code).toBe('42501');
    const buyerAnswers = await buyer.client
      .from('diligence_requests')
      .update({ answer_text: 'Self-answered' })
      .eq('id', id);
    expect(buyerAnswers.error?.code).toBe('42501');
    const buyerAssigns = await buyer.client
      .from('diligence_requests')
      .update({ assignee_id: seller.id })
      .eq('id', id);
    expect(buyerAssigns.error?.code).toBe('42501');
    const ownerAssignsOther = await seller.client
      .from('diligence_requests')
      .update({ assignee_id: buyer.id })
      .eq('id', id);
    expect(ownerAssignsOther.error?.code).toBe('42501');
    const takes = await seller.client
      .from('diligence_requests')
      .update({ assignee_id: seller.id })
      .eq('id', id)
      .select('assignee_id');
    expect(takes.data).toEqual([{ assignee_id: seller.id }]);

    const answered = await seller.client
      .from('diligence_requests')
      .update({ answer_text: 'No litigation pending.', status: 'answered' })
      .eq('id', id)
      .select('status, answered_at');
    expect(answered.error).toBeNull();
    expect(answered.data![0].status).toBe('answered');
    expect(answered.data![0].answered_at).not.toBeNull();

    expect((await setStatus(seller, id, 'reopened')).error?.code).toBe('22023');
    expect((await setStatus(buyer, id, 'accepted')).data).toEqual([{ status: 'accepted' }]);
    // Accepted is closed: no edits, no new answer, until the buyer reopens.
    const closedAnswer = await seller.client
      .from('diligence_requests')
      .update({ answer_text: 'Changed later' })
      .eq('id', id);
    expect(closedAnswer.error?.code).toBe('22023');
    expect((await setStatus(buyer, id, 'reopened')).data).toEqual([{ status: 'reopened' }]);
    expect((await setStatus(seller, id, 'answered')).data).toEqual([{ status: 'answered' }]);

    // Other parties cannot move it at all (their update matches no row).
    const foreign = await setStatus(buyer2, id, 'accepted');
    expect(foreign.data).toEqual([]);
    const foreignOwner = await setStatus(otherSeller, id, 'in_progress');
    expect(foreignOwner.data).toEqual([]);
  });

  it('the buyer withdraws an open request; not one in progress; never the owner', async () => {
    const a = await newRequest(buyer, dealId);
    const b = await newRequest(buyer, dealId);
    const byOwner = await seller.client
      .from('diligence_requests')
      .delete()
      .eq('id', a.id)
      .select('id');
    expect(byOwner.data).toEqual([]);
    expect((await setStatus(seller, b.id, 'in_progress')).error).toBeNull();
    const started = await buyer.client
      .from('diligence_requests')
      .delete()
      .eq('id', b.id)
      .select('id');
    expect(started.data).toEqual([]);
    const withdrawn = await buyer.client
      .from('diligence_requests')
      .delete()
      .eq('id', a.id)
      .select('id');
    expect(withdrawn.data).toEqual([{ id: a.id }]);
  });
});

describe('links to data-room documents', () => {
  it('the owner links documents of the listing; the buyer reads the link; nobody links across listings', async () => {
    const { id } = await newRequest(buyer, dealId, 'Bank statements');
    const link = await seller.client
      .from('diligence_request_documents')
      .insert([
        { request_id: id, document_id: accessDoc },
        { request_id: id, document_id: ndaDoc },
      ])
      .select('document_id, linked_by');
    expect(link.error).toBeNull();
    expect(link.data!.every((l) => l.linked_by === seller.id)).toBe(true);

    const foreign = await seller.client
      .from('diligence_request_documents')
      .insert({ request_id: id, document_id: otherDoc });
    expect(foreign.error?.code).toBe('PT404');
    const byBuyer = await buyer.client
      .from('diligence_request_documents')
      .insert({ request_id: id, document_id: accessDoc });
    expect(byBuyer.error?.code).toBe('42501');
    const byOtherOwner = await otherSeller.client
      .from('diligence_request_documents')
      .insert({ request_id: id, document_id: otherDoc });
    expect(byOtherOwner.error?.code).toBe('PT404');

    expect((await setStatus(seller, id, 'answered')).data).toEqual([{ status: 'answered' }]);
    const seen = await buyer.client
      .from('diligence_request_documents')
      .select('document_id')
      .eq('request_id', id);
    expect(seen.data!.map((l) => l.document_id).sort()).toEqual([accessDoc, ndaDoc].sort());
    const overview = await buyer.client.rpc('deal_diligence', { p_deal_id: dealId });
    const row = (
      overview.data as { requests: { id: string; documents: { id: string }[] }[] }
    ).requests.find((r) => r.id === id)!;
    expect(row.documents.map((d) => d.id).sort()).toEqual([accessDoc, ndaDoc].sort());

    const other = await buyer2.client
      .from('diligence_request_documents')
      .select('document_id')
      .eq('request_id', id);
    expect(other.data).toEqual([]);
  });

  it("a link never shows a document above the buyer's tier: revoked, the buyer sees neither requests nor links", async () => {
    const revokeBuyer = await createUser('dd-revoked', { role: 'investor', status: 'verified' });
    const revokedDeal = await grantAccess(seller, revokeBuyer, listingId);
    const { id } = await newRequest(revokeBuyer, revokedDeal);
    expect(
      (
        await seller.client
          .from('diligence_request_documents')
          .insert({ request_id: id, document_id: accessDoc })
      ).error,
    ).toBeNull();
    const revoked = await seller.client.rpc('move_deal', {
      p_deal_id: revokedDeal,
      p_stage: 'revoked',
      p_reason_code: 'other',
    });
    expect(revoked.error).toBeNull();

    const links = await revokeBuyer.client
      .from('diligence_request_documents')
      .select('document_id')
      .eq('request_id', id);
    expect(links.data).toEqual([]);
    const requests = await revokeBuyer.client.from('diligence_requests').select('id').eq('id', id);
    expect(requests.data).toEqual([]);
    // The revoked buyer's deal is below the access tier: the owner cannot link documents to it.
    const linkAgain = await seller.client
      .from('diligence_request_documents')
      .insert({ request_id: id, document_id: ndaDoc });
    expect(linkAgain.error?.code).toBe('42501');
  });
});

describe('questions, drafts, approval and the anonymous FAQ', () => {
  it('the buyer never reads a draft; the owner approves it; the FAQ reaches a second buyer without the asker', async () => {
    const body = `Are there pension commitments? ${randomUUID().slice(0, 6)}`;
    const asked = await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body, document_id: ndaDoc })
      .select('id, state, asked_by, deal_id')
      .single();
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ state: 'open', asked_by: buyer.id, deal_id: dealId });
    const questionId = asked.data!.id;

    // The owner side drafts; the buyer sees neither the draft nor an answer.
    const draft = await seller.client
      .from('diligence_answer_drafts')
      .insert({ question_id: questionId, body: 'Draft: none.' });
    expect(draft.error).toBeNull();
    expect(
      (
        await buyer.client
          .from('diligence_answer_drafts')
          .select('body')
          .eq('question_id', questionId)
      ).data,
    ).toEqual([]);
    const buyerView = await buyer.client
      .from('diligence_questions')
      .select('state, answer')
      .eq('id', questionId)
      .single();
    expect(buyerView.data).toEqual({ state: 'drafted', answer: null });
    const overview = await buyer.client.rpc('deal_diligence', { p_deal_id: dealId });
    const q = (
      overview.data as { questions: { id: string; draft: string | null }[] }
    ).questions.find((x) => x.id === questionId)!;
    expect(q.draft).toBeNull();
    expect(JSON.stringify(overview.data)).not.toContain('Draft: none.');
    const buyerDrafts = await buyer.client
      .from('diligence_answer_drafts')
      .insert({ question_id: questionId, body: 'Buyer drafts' });
    expect(buyerDrafts.error?.code).toBe('42501');

    // Approval: not the buyer, not another owner; the owner side.
    for (const who of [buyer, buyer2, otherSeller]) {
      const tried = await who.client.rpc('approve_diligence_answer', { p_question_id: questionId });
      expect(tried.error?.code, who.name).toBe('PT404');
    }
    // The answer columns are not writable directly.
    const direct = await rest(seller, 'PATCH', `diligence_questions?id=eq.${questionId}`, {
      answer: 'Forged',
      state: 'answered',
    });
    expect(direct.body.code).toBe('42501');
    const approved = await seller.client.rpc('approve_diligence_answer', {
      p_question_id: questionId,
    });
    expect(approved.error).toBeNull();
    expect(approved.data).toMatchObject({ state: 'answered', answer: 'Draft: none.' });
    const read = await buyer.client
      .from('diligence_questions')
      .select('state, answer')
      .eq('id', questionId)
      .single();
    expect(read.data).toEqual({ state: 'answered', answer: 'Draft: none.' });

    // FAQ: before publishing, the second buyer's FAQ does not have it.
    const before = await buyer2.client.rpc('diligence_faq', { p_listing_id: listingId });
    expect(before.error).toBeNull();
    expect(before.data!.map((f) => f.id)).not.toContain(questionId);
    expect(
      (
        await buyer.client.rpc('set_diligence_faq', {
          p_question_id: questionId,
          p_published: true,
        })
      ).error?.code,
    ).toBe('PT404');
    const published = await seller.client.rpc('set_diligence_faq', {
      p_question_id: questionId,
      p_published: true,
    });
    expect(published.error).toBeNull();

    const faq = await rest(buyer2, 'POST', 'rpc/diligence_faq', { p_listing_id: listingId });
    expect(faq.status).toBe(200);
    const entries = faq.body as unknown as Record<string, unknown>[];
    const entry = entries.find((e) => e.id === questionId)!;
    expect(entry).toEqual({
      id: questionId,
      question: body,
      answer: 'Draft: none.',
      published_at: expect.any(String),
    });
    const raw = JSON.stringify(faq.body);
    for (const secret of [buyer.id!, buyer.email!, dealId, ndaDoc])
      expect(raw).not.toContain(secret);

    // The second buyer reaches the question itself by no other path: table, embeds, hints.
    expect((await rest(buyer2, 'GET', `diligence_questions?id=eq.${questionId}`)).body).toEqual([]);
    expect(
      (await rest(buyer2, 'GET', `diligence_questions?deal_id=eq.${dealId}&select=id,asked_by`))
        .body,
    ).toEqual([]);
    expect(
      (
        await rest(
          buyer2,
          'GET',
          `deals?select=id,diligence_questions(id,asked_by,body)&id=eq.${deal2Id}`,
        )
      ).body,
    ).toEqual([{ id: deal2Id, diligence_questions: [] }]);
    expect(
      (
        await rest(
          buyer2,
          'GET',
          `profiles?select=id,diligence_questions!asked_by(id)&id=eq.${buyer.id}`,
        )
      ).body,
    ).not.toContainEqual(expect.objectContaining({ diligence_questions: [expect.anything()] }));
    const embedOnRpc = await rest(buyer2, 'POST', 'rpc/diligence_faq?select=id,profiles(id)', {
      p_listing_id: listingId,
    });
    expect(embedOnRpc.status).toBeGreaterThanOrEqual(400);

    // Only buyers with access on the listing (and its owner) read the FAQ.
    for (const who of [ndaBuyer, otherSeller]) {
      const tried = await who.client.rpc('diligence_faq', { p_listing_id: listingId });
      expect(tried.error?.code, who.name).toBe('PT404');
    }
    expect(
      (await seller.client.rpc('diligence_faq', { p_listing_id: listingId })).data!.map(
        (f) => f.id,
      ),
    ).toContain(questionId);

    // Withdrawn from the FAQ: gone for the second buyer.
    await seller.client.rpc('set_diligence_faq', { p_question_id: questionId, p_published: false });
    const after = await buyer2.client.rpc('diligence_faq', { p_listing_id: listingId });
    expect(after.data!.map((f) => f.id)).not.toContain(questionId);
  });

  it('questions only on the deal: a request of another deal or a document of another listing is refused; unanswered never a FAQ', async () => {
    const other = await newRequest(buyer2, deal2Id);
    const onOthers = await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'On another deal', request_id: other.id });
    expect(onOthers.error?.code).toBe('PT404');
    const onForeignDoc = await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'On a foreign document', document_id: otherDoc });
    expect(onForeignDoc.error?.code).toBe('PT404');
    const byOwner = await seller.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'Owner asks' });
    expect(byOwner.error?.code).toBe('42501');

    const open = await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'Open question' })
      .select('id')
      .single();
    const faq = await seller.client.rpc('set_diligence_faq', {
      p_question_id: open.data!.id,
      p_published: true,
    });
    expect(faq.error?.code).toBe('22023');
    // The owner takes it (themselves only); the buyer cannot set an owner.
    const takes = await seller.client
      .from('diligence_questions')
      .update({ owner_id: seller.id })
      .eq('id', open.data!.id)
      .select('owner_id');
    expect(takes.data).toEqual([{ owner_id: seller.id }]);
    const buyerSets = await buyer.client
      .from('diligence_questions')
      .update({ owner_id: buyer.id })
      .eq('id', open.data!.id);
    expect(buyerSets.error?.code).toBe('42501');
  });
});

describe('the checklist', () => {
  it('the buyer imports the German checklist once; the owner and other buyers cannot import into the deal', async () => {
    const fresh = await createUser('dd-importer', { role: 'investor', status: 'verified' });
    const freshDeal = await grantAccess(seller, fresh, listingId);
    const imported = await fresh.client.rpc('import_diligence_checklist', {
      p_deal_id: freshDeal,
      p_language: 'de',
    });
    expect(imported.error).toBeNull();
    expect(imported.data).toBe(21);
    const titles = (
      await fresh.client
        .from('diligence_requests')
        .select('ref_no, title, category, status')
        .eq('deal_id', freshDeal)
        .order('ref_no')
    ).data!;
    expect(titles[0]).toEqual({
      ref_no: 1,
      title: 'Jahresabschlüsse der letzten 3 Jahre',
      category: 'financial',
      status: 'open',
    });
    expect(titles.map((t) => t.title)).toContain('Summen- und Saldenliste');
    expect(new Set(titles.map((t) => t.category))).toEqual(
      new Set([
        'financial',
        'tax',
        'legal',
        'hr',
        'commercial',
        'ip_it',
        'real_estate',
        'insurance',
        'esg',
      ]),
    );
    // Twice adds nothing; in English neither (same items).
    expect(
      (
        await fresh.client.rpc('import_diligence_checklist', {
          p_deal_id: freshDeal,
          p_language: 'en',
        })
      ).data,
    ).toBe(0);
    for (const who of [seller, buyer, otherSeller]) {
      const tried = await who.client.rpc('import_diligence_checklist', {
        p_deal_id: freshDeal,
        p_language: 'en',
      });
      expect(tried.error?.code, who.name).toBe('PT404');
    }
    const anon = await rest(anonIdentity(), 'POST', 'rpc/import_diligence_checklist', {
      p_deal_id: freshDeal,
      p_language: 'en',
    });
    expect([401, 403, 404]).toContain(anon.status);
  });
});
