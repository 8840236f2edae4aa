// Deal teams through the HTTP API (issue 34): each side of a deal invites colleagues and advisers
// (public.invite_deal_member(), the deal-team edge function), who accept the NDA in their own name
// (public.accept_deal_invitation()) and then read the deal as their side does, by role; removal
// ends access with the next request. One rule, private.my_deal_side() / private.my_deal_role(),
// admitted by the deal's policies, the thread, the deal page and the data room
// (private.data_room_tier_readable()). Hand-made requests: a member of buyer A against buyer B's
// deal, direct writes to deal_members, other users' ids as RPC parameters, embeds that would name
// the buyer's team to the owner before access is granted.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, tokenClient, uniqueEmail } from '../support/accounts';
import { stackEnv } from '../support/env';
import { verifyLink, waitForMail } from '../support/mail';
import { makePdf, pdfPageTexts } from '../support/pdf';
import {
  grantAccess,
  headersOf,
  newListing,
  openDocument,
  uploadDocument,
  type Uploaded,
} from './support/data-room';
import { dealWithNda, rest } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

type Role = 'view' | 'contribute' | 'lead';

const service = serviceClient();

/** The principal (or a lead) invites `who` with a role, `who` accepts the NDA: the member's id. */
async function addMember(inviter: Identity, dealId: string, who: Identity, role: Role) {
  const invited = await inviter.client.rpc('invite_deal_member', {
    p_deal_id: dealId,
    p_email: who.email!,
    p_role: role,
  });
  expect(invited.error).toBeNull();
  const memberId = invited.data!.id;
  const accepted = await who.client.rpc('accept_deal_invitation', {
    p_member_id: memberId,
    p_signed_name: `${who.name} (signed)`,
    p_accept_nda: true,
  });
  expect(accepted.error).toBeNull();
  expect(accepted.data!.status).toBe('active');
  return memberId;
}

const sendMessage = (who: Identity, dealId: string, body: string) =>
  who.client.rpc('send_deal_message', {
    p_deal_id: dealId,
    p_body: body,
    p_client_id: randomUUID(),
  });

const thread = (who: Identity, dealId: string) =>
  who.client.rpc('deal_thread', { p_deal_id: dealId });

const overview = (who: Identity, dealId: string) =>
  who.client.rpc('deal_overview', { p_deal_id: dealId });

const callFunction = (who: Identity, body: Record<string, unknown>) =>
  fetch(`${stackEnv.url}/functions/v1/deal-team`, {
    method: 'POST',
    headers: { ...headersOf(who), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a buyer’s team after access is granted', () => {
  let seller: Identity;
  let buyer: Identity;
  let otherBuyer: Identity;
  let viewer: Identity; // view member of the buyer's side
  let contributor: Identity; // contribute member
  let outsider: Identity; // verified, no part in the deal
  let listingId: string;
  let dealId: string;
  let otherDealId: string;
  let viewerMemberId: string;
  let pdf: Uploaded;

  beforeAll(async () => {
    [seller, buyer, otherBuyer, viewer, contributor, outsider] = await Promise.all([
      createUser('dt-seller', { role: 'company', status: 'verified' }),
      createUser('dt-buyer', { role: 'investor', status: 'verified' }),
      createUser('dt-buyer-b', { role: 'investor', status: 'verified' }),
      createUser('dt-viewer', { role: 'scout', status: 'verified' }),
      createUser('dt-contrib', { role: 'scout', status: 'verified' }),
      createUser('dt-outsider', { role: 'investor', status: 'verified' }),
    ]);
    listingId = await newListing(seller, 'Steuerkanzlei Team GmbH');
    [dealId, otherDealId] = await Promise.all([
      grantAccess(seller, buyer, listingId),
      grantAccess(seller, otherBuyer, listingId),
    ]);
    pdf = await uploadDocument(seller, listingId, {
      name: 'Jahresabschluss.pdf',
      tier: 'access',
      type: 'application/pdf',
      bytes: await makePdf(2, 'Annual accounts'),
    });
    viewerMemberId = await addMember(buyer, dealId, viewer, 'view');
    await addMember(buyer, dealId, contributor, 'contribute');
  });

  it('members read the deal page, the deal row and the thread as the buyer does', async () => {
    const page = await overview(viewer, dealId);
    expect(page.error).toBeNull();
    expect(page.data![0].viewer_role).toBe('buyer');
    expect(page.data![0].title).toBe('Steuerkanzlei Team GmbH');
    expect(page.data![0].full_details).toBe('Secret numbers');
    // The invoice is the buyer's own.
    expect(page.data![0].invoice_id).toBeNull();

    const row = await rest(viewer, 'GET', `deals?id=eq.${dealId}&select=id,stage`);
    expect(row.status).toBe(200);
    expect(row.body).toEqual([{ id: dealId, stage: 'access_granted' }]);

    expect((await sendMessage(buyer, dealId, 'Our adviser joins us')).error).toBeNull();
    const seen = await thread(viewer, dealId);
    expect(seen.error).toBeNull();
    expect((seen.data as { my_side: string }).my_side).toBe('buyer');
    const bodies = (seen.data as { messages: { body: string }[] }).messages.map((m) => m.body);
    expect(bodies).toContain('Our adviser joins us');
    const direct = await rest(viewer, 'GET', `deal_messages?deal_id=eq.${dealId}&select=body`);
    expect(direct.body).toEqual(expect.arrayContaining([{ body: 'Our adviser joins us' }]));
  });

  it('a view member cannot write; a contributor writes on the buyer’s side', async () => {
    const refused = await sendMessage(viewer, dealId, 'I only read');
    expect(refused.error?.code).toBe('42501');
    // Straight into the table, bypassing the RPC.
    const direct = await rest(viewer, 'POST', 'deal_messages', { deal_id: dealId, body: 'Hi' });
    expect(direct.status).toBe(403);

    const sent = await sendMessage(contributor, dealId, 'Please send the BWA');
    expect(sent.error).toBeNull();
    expect(sent.data!.sender_side).toBe('buyer');
    expect(sent.data!.sender_id).toBe(contributor.id);
    // The seller reads it in the thread.
    const ownerThread = await thread(seller, dealId);
    const bodies = (ownerThread.data as { messages: { body: string }[] }).messages.map(
      (m) => m.body,
    );
    expect(bodies).toContain('Please send the BWA');
  });

  it('a member of buyer A sees nothing of buyer B’s deal on the same listing', async () => {
    expect((await overview(viewer, otherDealId)).error?.code).toBe('PT404');
    expect((await thread(viewer, otherDealId)).error?.code).toBe('P0002');
    expect((await rest(viewer, 'GET', `deals?id=eq.${otherDealId}`)).body).toEqual([]);
    expect((await rest(viewer, 'GET', `deal_messages?deal_id=eq.${otherDealId}`)).body).toEqual([]);
    expect((await sendMessage(contributor, otherDealId, 'Wrong deal')).error?.code).toBe('42501');
    expect((await viewer.client.rpc('deal_team', { p_deal_id: otherDealId })).error?.code).toBe(
      'PT404',
    );
    // Every deal of the listing through an embed: only the member's own.
    const embedded = await rest(viewer, 'GET', `deals?listing_id=eq.${listingId}&select=id`);
    expect(embedded.body).toEqual([{ id: dealId }]);
  });

  it('an outsider and a principal of another deal learn nothing of the team', async () => {
    expect((await outsider.client.rpc('deal_team', { p_deal_id: dealId })).error?.code).toBe(
      'PT404',
    );
    expect((await rest(outsider, 'GET', `deal_members?deal_id=eq.${dealId}`)).body).toEqual([]);
    expect((await rest(otherBuyer, 'GET', `deal_members?deal_id=eq.${dealId}`)).body).toEqual([]);
    expect((await overview(outsider, dealId)).error?.code).toBe('PT404');
  });

  it('stamps a PDF with the member’s own name and logs the read as theirs', async () => {
    const response = await fetch(`${stackEnv.url}/functions/v1/data-room`, {
      method: 'POST',
      headers: { ...headersOf(viewer), 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'open', document_id: pdf.documentId }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPageTexts(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toHaveLength(2);
    for (const text of pages) {
      expect(text).toContain(`Test dt-viewer <${viewer.email}>`);
      expect(text).not.toContain(buyer.email!);
    }
    const reads = await service
      .from('data_room_reads')
      .select('reader_id')
      .eq('document_id', pdf.documentId);
    expect(reads.data!.map((r) => r.reader_id)).toContain(viewer.id);
    // The owner's log names the member (access is granted).
    const log = await seller.client.rpc('data_room_read_log', { p_listing_id: listingId });
    expect(log.error).toBeNull();
    expect(log.data!.map((r) => r.reader_id)).toContain(viewer.id);
  });

  it('a member who is not a lead cannot invite; direct writes to deal_members are refused', async () => {
    const invite = await contributor.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: uniqueEmail('dt-friend'),
      p_role: 'lead',
    });
    expect(invite.error?.code).toBe('42501');
    const viaFunction = await callFunction(contributor, {
      deal_id: dealId,
      email: uniqueEmail('dt-friend'),
      role: 'view',
    });
    expect(viaFunction.status).toBe(403);
    await viaFunction.body?.cancel();

    const inserted = await rest(outsider, 'POST', 'deal_members', {
      deal_id: dealId,
      side: 'buyer',
      email: outsider.email,
      user_id: outsider.id,
      role: 'lead',
      status: 'active',
    });
    expect(inserted.status).toBe(403);
    const promoted = await rest(viewer, 'PATCH', `deal_members?id=eq.${viewerMemberId}`, {
      role: 'lead',
    });
    expect(promoted.status).toBe(403);
    const row = await service.from('deal_members').select('role').eq('id', viewerMemberId).single();
    expect(row.data!.role).toBe('view');
    // The owner cannot invite to the buyer's side either: the side is the inviter's own.
    const ownerInvite = await seller.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: uniqueEmail('dt-seller-adviser'),
    });
    expect(ownerInvite.error).toBeNull();
    expect(ownerInvite.data!.side).toBe('owner');
  });

  it('nobody accepts an invitation made for another address, nor removes another side’s member', async () => {
    const invited = await buyer.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: uniqueEmail('dt-absent'),
    });
    expect(invited.error).toBeNull();
    const stolen = await outsider.client.rpc('accept_deal_invitation', {
      p_member_id: invited.data!.id,
      p_signed_name: 'Outsider',
      p_accept_nda: true,
    });
    expect(stolen.error?.code).toBe('PT404');
    expect(
      (await seller.client.rpc('remove_deal_member', { p_member_id: viewerMemberId })).error?.code,
    ).toBe('PT404');
    expect(
      (await contributor.client.rpc('remove_deal_member', { p_member_id: viewerMemberId })).error
        ?.code,
    ).toBe('PT404');
    expect(
      (await otherBuyer.client.rpc('remove_deal_member', { p_member_id: viewerMemberId })).error
        ?.code,
    ).toBe('PT404');
    // The principals of the deal are never invited.
    const principal = await buyer.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: seller.email!,
    });
    expect(principal.error?.code).toBe('22023');
  });
});

describe('accepting and removal', () => {
  let seller: Identity;
  let buyer: Identity;
  let adviser: Identity;
  let dealId: string;
  let listingId: string;
  let doc: Uploaded;

  beforeAll(async () => {
    [seller, buyer, adviser] = await Promise.all([
      createUser('dt2-seller', { role: 'company', status: 'verified' }),
      createUser('dt2-buyer', { role: 'investor', status: 'verified' }),
      createUser('dt2-adviser', { role: 'scout', status: 'verified' }),
    ]);
    listingId = await newListing(seller, 'Removal Test GmbH');
    dealId = await grantAccess(seller, buyer, listingId);
    doc = await uploadDocument(seller, listingId, {
      name: 'Summen- und Saldenliste.pdf',
      tier: 'nda',
      type: 'application/pdf',
      bytes: await makePdf(1, 'SuSa'),
    });
  });

  it('an invitee sees nothing before accepting the NDA in their own name', async () => {
    const invited = await buyer.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: adviser.email!.toUpperCase(),
      p_role: 'contribute',
    });
    expect(invited.error).toBeNull();
    expect(invited.data!.email).toBe(adviser.email!.toLowerCase());
    const again = await buyer.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: adviser.email!,
    });
    expect(again.error?.code).toBe('23505');

    const mine = await adviser.client.rpc('my_deal_invitations');
    expect(mine.data!.map((i) => i.id)).toContain(invited.data!.id);
    expect((await overview(adviser, dealId)).error?.code).toBe('PT404');
    expect(await openDocument(adviser, doc.documentId)).toBe(404);

    const withoutNda = await adviser.client.rpc('accept_deal_invitation', {
      p_member_id: invited.data!.id,
      p_signed_name: 'Petra Adviser',
      p_accept_nda: false,
    });
    expect(withoutNda.error?.code).toBe('22023');
    const withoutName = await adviser.client.rpc('accept_deal_invitation', {
      p_member_id: invited.data!.id,
      p_signed_name: ' ',
      p_accept_nda: true,
    });
    expect(withoutName.error?.code).toBe('22023');
    const accepted = await adviser.client.rpc('accept_deal_invitation', {
      p_member_id: invited.data!.id,
      p_signed_name: 'Petra Adviser',
      p_accept_nda: true,
    });
    expect(accepted.error).toBeNull();
    expect(accepted.data!.nda_signed_name).toBe('Petra Adviser');
    expect(accepted.data!.user_id).toBe(adviser.id);
    expect(accepted.data!.nda_accepted_at).not.toBeNull();
    expect((await overview(adviser, dealId)).error).toBeNull();
    expect(await openDocument(adviser, doc.documentId)).toBe(200);
  });

  it('removing a member ends their access with the next request', async () => {
    const team = await buyer.client.rpc('deal_team', { p_deal_id: dealId });
    const member = (team.data as { members: { id: string; email: string }[] }).members.find(
      (m) => m.email === adviser.email!.toLowerCase(),
    )!;
    expect(member).toBeDefined();
    const removed = await buyer.client.rpc('remove_deal_member', { p_member_id: member.id });
    expect(removed.error).toBeNull();
    expect(removed.data!.status).toBe('removed');

    expect((await overview(adviser, dealId)).error?.code).toBe('PT404');
    expect((await thread(adviser, dealId)).error?.code).toBe('P0002');
    expect(await openDocument(adviser, doc.documentId)).toBe(404);
    expect((await rest(adviser, 'GET', `deals?id=eq.${dealId}`)).body).toEqual([]);
    expect((await rest(adviser, 'GET', `deal_messages?deal_id=eq.${dealId}`)).body).toEqual([]);
    expect((await sendMessage(adviser, dealId, 'Still here?')).error?.code).toBe('42501');
    const room = await adviser.client.rpc('data_room', { p_listing_id: listingId });
    expect((room.data as { tier: string } | null)?.tier ?? 'teaser').toBe('teaser');
    // A removed invitation cannot be accepted again.
    const reaccept = await adviser.client.rpc('accept_deal_invitation', {
      p_member_id: member.id,
      p_signed_name: 'Petra Adviser',
      p_accept_nda: true,
    });
    expect(reaccept.error?.code).toBe('22023');
  });
});

describe('the owner learns who is on the buyer’s team only once access is granted', () => {
  let seller: Identity;
  let buyer: Identity;
  let adviser: Identity;
  let listingId: string;
  let dealId: string;
  let doc: Uploaded;

  beforeAll(async () => {
    [seller, buyer, adviser] = await Promise.all([
      createUser('dt3-seller', { role: 'company', status: 'verified' }),
      createUser('dt3-buyer', { role: 'investor', status: 'verified' }),
      createUser('dt3-adviser', { role: 'scout', status: 'verified' }),
    ]);
    await giveBillingInfo(buyer);
    listingId = await newListing(seller, 'Hidden Team GmbH');
    dealId = await dealWithNda(buyer, listingId);
    doc = await uploadDocument(seller, listingId, {
      name: 'Gesellschafterliste.pdf',
      tier: 'nda',
      type: 'application/pdf',
      bytes: await makePdf(1, 'Shareholders'),
    });
    await addMember(buyer, dealId, adviser, 'view');
  });

  it('before access: a count, no names, through the RPC, the table and embeds', async () => {
    // The adviser reads what the buyer's NDA opens (the nda tier), not the details.
    expect(await openDocument(adviser, doc.documentId)).toBe(200);
    const page = await overview(adviser, dealId);
    expect(page.data![0].title).toBeNull();
    expect(page.data![0].full_details).toBeNull();

    const team = await seller.client.rpc('deal_team', { p_deal_id: dealId });
    expect(team.error).toBeNull();
    const data = team.data as {
      members: unknown[];
      hidden_counts: Record<string, number>;
      other_side_visible: boolean;
    };
    expect(data.other_side_visible).toBe(false);
    expect(data.members).toEqual([]);
    expect(data.hidden_counts).toEqual({ buyer: 1 });
    expect(JSON.stringify(team.data)).not.toContain(adviser.email!.toLowerCase());

    expect((await rest(seller, 'GET', `deal_members?deal_id=eq.${dealId}`)).body).toEqual([]);
    const embed = await rest(
      seller,
      'GET',
      `deals?id=eq.${dealId}&select=id,deal_members(email,user_id)`,
    );
    expect(embed.status).toBe(200);
    expect(embed.body).toEqual([{ id: dealId, deal_members: [] }]);
    // The owner's read log counts the adviser's read anonymously.
    const log = await seller.client.rpc('data_room_read_log', { p_listing_id: listingId });
    expect(log.data!.map((r) => r.reader_id)).not.toContain(adviser.id);
    const anonymous = await seller.client.rpc('data_room_anonymous_opens', {
      p_listing_id: listingId,
    });
    expect(anonymous.data!.find((r) => r.document_id === doc.documentId)?.opens).toBe(1);
    // The buyer sees their own team.
    const own = await buyer.client.rpc('deal_team', { p_deal_id: dealId });
    expect(JSON.stringify(own.data)).toContain(adviser.email!.toLowerCase());
  });

  it('after access: the owner sees the team, in the RPC, the table and the read log', async () => {
    const requested = await buyer.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_requested',
    });
    expect(requested.error).toBeNull();
    const granted = await seller.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_granted',
    });
    expect(granted.error).toBeNull();
    const team = await seller.client.rpc('deal_team', { p_deal_id: dealId });
    const data = team.data as { members: { email: string; name: string }[] };
    expect(data.members.map((m) => m.email)).toEqual([adviser.email!.toLowerCase()]);
    const embed = await rest(seller, 'GET', `deals?id=eq.${dealId}&select=id,deal_members(email)`);
    expect(embed.body).toEqual([
      { id: dealId, deal_members: [{ email: adviser.email!.toLowerCase() }] },
    ]);
    const log = await seller.client.rpc('data_room_read_log', { p_listing_id: listingId });
    expect(log.data!.map((r) => r.reader_id)).toContain(adviser.id);
  });
});

describe('the deal-team function', () => {
  it('creates the invitee’s account by Auth’s invite; the invitee accepts the terms with the NDA', async () => {
    const [seller, buyer] = await Promise.all([
      createUser('dt4-seller', { role: 'company', status: 'verified' }),
      createUser('dt4-buyer', { role: 'investor', status: 'verified' }),
    ]);
    await giveBillingInfo(buyer);
    const listingId = await newListing(seller, 'Invite Mail GmbH');
    const dealId = await dealWithNda(buyer, listingId);
    const email = uniqueEmail('dt4-new-adviser');
    const response = await callFunction(buyer, {
      deal_id: dealId,
      email,
      role: 'contribute',
      app_url: 'http://127.0.0.1:5173',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { member: { id: string; side: string }; sent: string };
    expect(body.member.side).toBe('buyer');
    expect(body.sent).toBe('invite');
    const mail = await waitForMail(email, (m) => /invitation/i.test(m.subject), 30_000);
    expect(decodeURIComponent(mail.html)).toContain(`/team-invite/${body.member.id}`);
    // The account exists, unconfirmed and pending; without consent recorded yet.
    const users = await service
      .from('profiles')
      .select('id, consented_at, verification_status')
      .eq('email', email);
    expect(users.data).toHaveLength(1);
    expect(users.data![0].consented_at).toBeNull();
    expect(users.data![0].verification_status).toBe('pending');

    // Following the link confirms the address and signs the invitee in, back to the invitation.
    const followed = await fetch(verifyLink(mail), { redirect: 'manual' });
    const location = followed.headers.get('location') ?? '';
    expect(location).toContain(`/team-invite/${body.member.id}`);
    const token = new URLSearchParams(location.split('#')[1] ?? '').get('access_token');
    expect(token).toBeTruthy();
    const invitee = tokenClient(token!);
    const open = await invitee.rpc('my_deal_invitations');
    expect(open.data!.map((i) => [i.id, i.needs_terms])).toEqual([[body.member.id, true]]);
    const withoutTerms = await invitee.rpc('accept_deal_invitation', {
      p_member_id: body.member.id,
      p_signed_name: 'Tara Tax Adviser',
      p_accept_nda: true,
    });
    expect(withoutTerms.error?.code).toBe('22023');
    const accepted = await invitee.rpc('accept_deal_invitation', {
      p_member_id: body.member.id,
      p_signed_name: 'Tara Tax Adviser',
      p_accept_nda: true,
      p_accept_terms: true,
    });
    expect(accepted.error).toBeNull();
    expect(accepted.data!.status).toBe('active');
    const consent = await service
      .from('profiles')
      .select('consented_at, name')
      .eq('email', email)
      .single();
    expect(consent.data!.consented_at).not.toBeNull();
    // The account the invitation made takes the NDA's signature as its name (the stamp's name).
    expect(consent.data!.name).toBe('Tara Tax Adviser');
    // Pending review: the membership and the NDA grant the deal all the same (the marketplace
    // waits for the verification: tests/db/deal-team-decisions.test.ts).
    const seen = await invitee.rpc('deal_overview', { p_deal_id: dealId });
    expect(seen.error).toBeNull();
    expect(seen.data![0].viewer_role).toBe('buyer');

    // An unknown deal or someone else's: the database refuses before any mail.
    const stranger = await createUser('dt4-stranger', { role: 'investor', status: 'verified' });
    const refused = await callFunction(stranger, {
      deal_id: dealId,
      email: uniqueEmail('dt4-nobody'),
      role: 'view',
    });
    expect(refused.status).toBe(404);
    await refused.body?.cancel();
  }, 60_000);
});
