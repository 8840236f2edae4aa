// Notifications (issue 18): written by the database in the transaction of their cause, readable by
// their recipient alone, as the preferences say, in the recipient's language; the outbox and the
// sender's RPCs are out of reach of every API caller but the service role.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { createUser, giveBillingInfo, signIn, type Identity } from './support/identities';
import { rejectWithFourEyes } from './support/rejections';

const service = serviceClient();
const db = new pg.Client({ connectionString: stackEnv.dbUrl });

let seller: Identity;
let buyer: Identity;
let stranger: Identity;
let listingId: string;

const listingInput = {
  p_type: 'sell' as const,
  p_title: 'Notify GmbH',
  p_industry: 'Technology' as const,
  p_revenue: '1M-2M' as const,
  p_employees: '11-50' as const,
  p_location: 'Germany' as const,
  p_description: 'Vertraulich',
  p_anonymized_description: 'Anonymes Profil',
};

type Outbox = {
  kind: string;
  recipient: string;
  language: string;
  status: string;
  group_key: string | null;
  payload: Record<string, unknown>;
};

async function outboxFor(email: string): Promise<Outbox[]> {
  const { rows } = await db.query<Outbox>(
    'select kind, recipient, language::text, status::text, group_key, payload from private.email_outbox where recipient = $1 order by id',
    [email],
  );
  return rows;
}

async function notificationsAsService(userId: string) {
  const { data, error } = await service
    .from('notifications')
    .select('id, kind, link, payload, read_at')
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  await db.connect();
  [seller, buyer, stranger] = await Promise.all([
    createUser('notify-seller', {
      role: 'company',
      status: 'verified',
      metadata: { name: 'Nora Seller', role: 'company', language: 'de' },
    }),
    createUser('notify-buyer', {
      role: 'investor',
      status: 'verified',
      metadata: { name: 'Bert Buyer', role: 'investor' },
    }),
    createUser('notify-stranger', { role: 'investor', status: 'verified' }),
  ]);
  await Promise.all([giveBillingInfo(buyer), giveBillingInfo(stranger)]);
  const { data, error } = await seller.client.rpc('create_listing', listingInput);
  if (error) throw new Error(error.message);
  listingId = data!;
});

/** The deal of a buyer on a listing (created by the database at their first step). */
async function dealOf(who: Identity, listing: string): Promise<string> {
  const { data, error } = await service
    .from('deals')
    .select('id')
    .eq('listing_id', listing)
    .eq('buyer_id', who.id!)
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

afterAll(async () => {
  await db.end();
});

describe('events become notifications and outbox emails', () => {
  it('sign-up confirmation and verification notify the user in the language of the sign-up form', async () => {
    const kinds = (await notificationsAsService(seller.id!)).map((n) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['account.confirmed', 'account.verified']));
    const mails = await outboxFor(seller.email!);
    expect(
      mails.filter((m) => m.kind.startsWith('account.')).map((m) => [m.kind, m.language]),
    ).toEqual([
      ['account.confirmed', 'de'],
      ['account.verified', 'de'],
    ]);
  });

  it('an admin rejecting an account notifies its owner', async () => {
    const applicant = await createUser('notify-applicant', { role: 'scout', status: 'pending' });
    const admin = await signIn('admin@dealbridge.test');
    // Four eyes (issue 33): another admin proposes, the seeded admin confirms.
    const { error } = await rejectWithFourEyes(
      admin,
      applicant.id!,
      'not_eligible',
      'Only companies based in the DACH region',
    );
    expect(error).toBeNull();
    const own = await applicant.client.from('notifications').select('kind, link');
    expect(own.data).toEqual(
      expect.arrayContaining([{ kind: 'account.rejected', link: '/verification-pending' }]),
    );
    // The email carries the reason (tests/db/decisions.test.ts: it waits for the undo window).
    const mail = (await outboxFor(applicant.email!)).find((m) => m.kind === 'account.rejected');
    expect(mail?.payload).toMatchObject({
      reason_code: 'not_eligible',
      reason_note: 'Only companies based in the DACH region',
    });
  });

  it('an inquiry notifies the listing owner (deal.message, grouped per deal), in the owner language', async () => {
    const { error } = await buyer.client
      .from('inquiries')
      .insert({ listing_id: listingId, message: 'We are interested' });
    expect(error).toBeNull();
    const dealId = await dealOf(buyer, listingId);
    const own = await seller.client
      .from('notifications')
      .select('kind, link, payload, read_at')
      .eq('kind', 'deal.message');
    expect(own.data).toHaveLength(1);
    expect(own.data![0]).toMatchObject({
      link: `/deals/${dealId}`,
      read_at: null,
      payload: {
        deal_id: dealId,
        listing_id: listingId,
        listing_title: 'Notify GmbH',
        from_name: 'Bert Buyer',
        excerpt: 'We are interested',
      },
    });
    const mail = (await outboxFor(seller.email!)).find((m) => m.kind === 'deal.message');
    expect(mail).toMatchObject({ language: 'de', group_key: `deal:${dealId}` });
  });

  it("the owner's reply notifies the buyer without the owner's name or the listing's title before access", async () => {
    const dealId = await dealOf(buyer, listingId);
    const { error } = await seller.client.rpc('send_deal_message', {
      p_deal_id: dealId,
      p_body: 'Thanks, call me at +49 170 1234567',
      p_client_id: crypto.randomUUID(),
    });
    expect(error).toBeNull();
    const own = await buyer.client
      .from('notifications')
      .select('kind, link, payload')
      .eq('kind', 'deal.message');
    expect(own.data).toEqual([
      {
        kind: 'deal.message',
        link: `/deals/${dealId}`,
        payload: expect.objectContaining({
          deal_id: dealId,
          listing_title: null,
          from_name: null,
          industry: 'Technology',
        }),
      },
    ]);
    // The excerpt is the stored text: masked by the database before access.
    expect(String((own.data![0].payload as { excerpt?: string }).excerpt)).not.toContain('1234567');
    // The sender hears nothing of their own message.
    expect(
      (await seller.client.from('notifications').select('kind').eq('kind', 'deal.message')).data,
    ).toHaveLength(1);
  });

  it('NDA, access request and decision notify owner and requester; the declined buyer does not get the title', async () => {
    const admin = await signIn('admin@dealbridge.test');
    // Both investors sign the NDA and ask for access on the new listing: the seller hears of each.
    for (const who of [buyer, stranger]) {
      expect(
        (
          await who.client
            .from('nda_signatures')
            .insert({ listing_id: listingId, signer_name: who.name })
        ).error,
      ).toBeNull();
      expect(
        (await who.client.from('unlock_requests').insert({ listing_id: listingId })).error,
      ).toBeNull();
    }
    const kinds = (await seller.client.from('notifications').select('kind')).data!.map(
      (n) => n.kind,
    );
    expect(kinds.filter((k) => k === 'deal.nda_signed')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'deal.access_requested')).toHaveLength(2);

    const requestOf = async (who: Identity) =>
      (
        await service
          .from('unlock_requests')
          .select('id')
          .eq('listing_id', listingId)
          .eq('user_id', who.id!)
          .single()
      ).data!.id;
    // The owner declines with a reason; an admin grants in the owner's place, with a reason and a note.
    expect(
      (
        await seller.client.rpc('decide_unlock_request', {
          p_request_id: await requestOf(buyer),
          p_approve: false,
          p_reason_code: 'in_talks_with_others',
          p_reason_note: 'Call me: +49 170 1234567',
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await admin.client.rpc('decide_unlock_request', {
          p_request_id: await requestOf(stranger),
          p_approve: true,
          p_reason_code: 'owner_request',
          p_reason_note: 'Asked by the seller',
        })
      ).error,
    ).toBeNull();

    const declined = await buyer.client
      .from('notifications')
      .select('kind, payload')
      .eq('kind', 'deal.access_declined');
    expect(declined.data).toHaveLength(1);
    expect(declined.data![0].payload).toMatchObject({
      listing_id: listingId,
      listing_title: null,
      industry: 'Technology',
      location: 'Germany',
      reason_code: 'in_talks_with_others',
    });
    // The owner's note reaches the buyer without contact details (no way around the fee).
    expect(
      String((declined.data![0].payload as { reason_note?: string }).reason_note),
    ).not.toContain('1234567');
    expect(
      (await outboxFor(buyer.email!)).find((m) => m.kind === 'deal.access_declined')?.payload,
    ).toMatchObject({ reason_code: 'in_talks_with_others' });
    const granted = await stranger.client
      .from('notifications')
      .select('kind, payload, link')
      .eq('kind', 'deal.access_granted');
    const strangerDeal = await dealOf(stranger, listingId);
    expect(granted.data).toEqual([
      {
        kind: 'deal.access_granted',
        link: `/deals/${strangerDeal}`,
        payload: expect.objectContaining({ listing_title: 'Notify GmbH' }),
      },
    ]);
    const ownerNotices = (
      await seller.client
        .from('notifications')
        .select('kind, link')
        .eq('kind', 'deal.access_requested')
    ).data!;
    expect(ownerNotices.map((n) => n.link).sort()).toEqual(
      [`/deals/${await dealOf(buyer, listingId)}`, `/deals/${strangerDeal}`].sort(),
    );

    // The owner takes access back: the buyer is told, without the title.
    expect(
      (
        await seller.client.rpc('move_deal', {
          p_deal_id: strangerDeal,
          p_stage: 'revoked',
          p_reason_code: 'nda_breach',
          p_reason_note: 'Shared with a third party',
        })
      ).error,
    ).toBeNull();
    const revoked = await stranger.client
      .from('notifications')
      .select('kind, payload, link')
      .eq('kind', 'deal.access_revoked');
    expect(revoked.data).toEqual([
      {
        kind: 'deal.access_revoked',
        link: `/deals/${strangerDeal}`,
        payload: expect.objectContaining({
          listing_title: null,
          reason_code: 'nda_breach',
          reason_note: 'Shared with a third party',
        }),
      },
    ]);
    expect(
      (await outboxFor(stranger.email!)).find((m) => m.kind === 'deal.access_revoked')?.payload,
    ).toMatchObject({ reason_code: 'nda_breach', reason_note: 'Shared with a third party' });
  });

  it('a won deal tells the scout the success fee', async () => {
    const scout = await createUser('notify-scout', { role: 'scout', status: 'verified' });
    const { data: id } = await scout.client.rpc('create_listing', listingInput);
    const admin = await signIn('admin@dealbridge.test');
    expect(
      (await admin.client.rpc('close_listing', { p_listing_id: id!, p_success_fee_eur: 4000 }))
        .error,
    ).toBeNull();
    const own = await scout.client
      .from('notifications')
      .select('kind, payload')
      .eq('kind', 'deal.closed');
    expect(own.data).toEqual([
      {
        kind: 'deal.closed',
        payload: expect.objectContaining({ success_fee_eur: 4000, listing_id: id }),
      },
    ]);
  });

  it('a change that rolls back notifies nobody', async () => {
    const count = async () =>
      Number(
        (
          await db.query('select count(*) from public.notifications where user_id = $1', [
            seller.id,
          ])
        ).rows[0].count,
      );
    const before = await count();
    const outboxBefore = (await outboxFor(seller.email!)).length;
    await db.query('begin');
    await db.query(
      "insert into public.inquiries (user_id, listing_id, message) values ($1, $2, 'rolled back')",
      [stranger.id, listingId],
    );
    expect(await count()).toBe(before + 1);
    await db.query('rollback');
    expect(await count()).toBe(before);
    expect((await outboxFor(seller.email!)).length).toBe(outboxBefore);
  });
});

describe('preferences', () => {
  it('turning the email of a kind off stops its email but keeps the bell; in-app off stops the bell', async () => {
    const owner = await createUser('notify-prefs', { role: 'company', status: 'verified' });
    const { data: id } = await owner.client.rpc('create_listing', listingInput);
    expect(
      (
        await owner.client
          .from('notification_preferences')
          .insert({ user_id: owner.id!, kind: 'deal.message', email: false })
      ).error,
    ).toBeNull();
    await buyer.client.from('inquiries').insert({ listing_id: id!, message: 'first' });
    expect((await outboxFor(owner.email!)).filter((m) => m.kind === 'deal.message')).toHaveLength(
      0,
    );
    expect(
      (await owner.client.from('notifications').select('kind').eq('kind', 'deal.message')).data,
    ).toHaveLength(1);

    expect(
      (
        await owner.client
          .from('notification_preferences')
          .update({ in_app: false, email: true })
          .eq('kind', 'deal.message')
      ).error,
    ).toBeNull();
    await buyer.client.from('inquiries').insert({ listing_id: id!, message: 'second' });
    expect(
      (await owner.client.from('notifications').select('kind').eq('kind', 'deal.message')).data,
    ).toHaveLength(1);
    expect((await outboxFor(owner.email!)).filter((m) => m.kind === 'deal.message')).toHaveLength(
      1,
    );
  });

  it('account kinds cannot be turned off, and nobody writes preferences for someone else', async () => {
    const mandatory = await buyer.client
      .from('notification_preferences')
      .insert({ user_id: buyer.id!, kind: 'account.verified', email: false });
    expect(mandatory.error?.code).toBe('23514');
    const forOther = await buyer.client
      .from('notification_preferences')
      .insert({ user_id: seller.id!, kind: 'deal.message', email: false });
    expect(forOther.error?.code).toBe('42501');
    expect(
      (await stranger.client.from('notification_preferences').select('*').eq('user_id', buyer.id!))
        .data,
    ).toEqual([]);
  });
});

describe('who reads and changes notifications', () => {
  it('only the recipient reads them; anon and others see nothing', async () => {
    expect((await seller.client.from('notifications').select('id')).data!.length).toBeGreaterThan(
      0,
    );
    expect(
      (await stranger.client.from('notifications').select('id').eq('user_id', seller.id!)).data,
    ).toEqual([]);
    const anon = await anonClient().from('notifications').select('id');
    expect(anon.error?.code).toBe('42501');
  });

  it('the recipient marks read (one or all); others cannot, and no other column may change', async () => {
    const own = (await seller.client.from('notifications').select('id').is('read_at', null)).data!;
    expect(own.length).toBeGreaterThan(1);
    const one = own[0].id;
    const byStranger = await stranger.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', one)
      .select('id');
    expect(byStranger.data).toEqual([]);
    const { data: marked } = await seller.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', one)
      .select('id');
    expect(marked).toEqual([{ id: one }]);
    const tamper = await seller.client
      .from('notifications')
      .update({ link: '/evil', user_id: stranger.id! })
      .eq('id', one);
    expect(tamper.error?.code).toBe('42501');
    const insert = await seller.client
      .from('notifications')
      .insert({ user_id: seller.id!, kind: 'account.verified', link: '/x' });
    expect(insert.error?.code).toBe('42501');
    await seller.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .is('read_at', null);
    const { count } = await seller.client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    expect(count).toBe(0);
  });

  it('the outbox and the sender RPCs are closed to API callers but the service role', async () => {
    const worker = crypto.randomUUID();
    for (const client of [anonClient(), seller.client]) {
      const claim = await client.rpc('claim_notification_emails', { p_worker: worker });
      expect(claim.error?.code).toBe('42501');
      const finish = await client.rpc('finish_notification_email', {
        p_worker: worker,
        p_ids: [1],
      });
      expect(finish.error?.code).toBe('42501');
    }
    // The service role may claim (nothing due in the far past).
    const claim = await service.rpc('claim_notification_emails', {
      p_worker: worker,
      p_limit: 1,
      p_due_before: '2000-01-01T00:00:00Z',
    });
    expect(claim.error).toBeNull();
    expect(claim.data).toEqual([]);
  });
});

describe('language', () => {
  it('set_my_language changes the caller own profile language only (pending users too)', async () => {
    const pending = await createUser('notify-lang', { role: 'scout', status: 'pending' });
    expect((await pending.client.rpc('set_my_language', { p_language: 'de' })).error).toBeNull();
    const { data } = await service
      .from('profiles')
      .select('language')
      .eq('id', pending.id!)
      .single();
    expect(data!.language).toBe('de');
    expect((await anonClient().rpc('set_my_language', { p_language: 'de' })).error?.code).toBe(
      '42501',
    );
    const direct = await pending.client
      .from('profiles')
      .update({ language: 'en' } as never)
      .eq('id', pending.id!);
    expect(direct.error?.code).toBe('42501');
  });
});
