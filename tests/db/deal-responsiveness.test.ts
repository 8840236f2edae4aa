// Responsiveness (issues 16 + 18) through the HTTP API: the database keeps each deal's first buyer
// message and first owner answer; public.run_deal_maintenance() (the scheduler's job, service
// role only) reminds an owner once of a request unanswered for 14 days, marks it stale for the
// buyer a week later (cleared by an answer or a decision), keeps each owner's median time to
// first reply (public.owner_response_times, only from 3 answered deals) and deletes sent outbox
// emails after 30 days. Unread counts per deal reach "My deals" and the pipelines; admins list
// every deal. Time is moved by backdating the deal's own timestamps as the database owner.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { withDb } from '../support/db';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let seller: Identity;
let buyer: Identity;
let buyer2: Identity;
let pending: Identity;
let admin: Identity;

async function newListing(owner: Identity, title: string): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    p_type: 'sell',
    p_industry: 'Technology',
    p_revenue: '1M-2M',
    p_employees: '11-50',
    p_location: 'Germany',
    p_title: title,
    p_description: 'Vertrauliche Beschreibung',
    p_anonymized_description: 'Software company for tax advisors',
    p_full_details: 'Secret numbers',
  });
  expect(error).toBeNull();
  return data as string;
}

/** The buyer's inquiry opens the deal and is its first message; returns the deal id. */
async function inquire(who: Identity, listingId: string): Promise<string> {
  const inquiry = await who.client.from('inquiries').insert({
    user_id: who.id!,
    listing_id: listingId,
    message: 'We are interested in this company.',
  });
  expect(inquiry.error).toBeNull();
  const { data, error } = await who.client
    .from('deals')
    .select('id')
    .eq('listing_id', listingId)
    .eq('buyer_id', who.id!)
    .single();
  expect(error).toBeNull();
  return data!.id;
}

async function send(who: Identity, dealId: string, body: string) {
  const { error } = await who.client.rpc('send_deal_message', {
    p_deal_id: dealId,
    p_body: body,
    p_client_id: randomUUID(),
  });
  expect(error).toBeNull();
}

async function maintenance() {
  const { data, error } = await service.rpc('run_deal_maintenance', {});
  expect(error).toBeNull();
  return data as { reminded: number; stale: number; outbox_deleted: number };
}

/** As the database owner: set columns of a deal (moving its clocks into the past). */
async function backdate(dealId: string, set: string) {
  await withDb((db) => db.query(`update public.deals set ${set} where id = $1`, [dealId]));
}

async function deal(who: Identity, dealId: string) {
  const { data, error } = await who.client
    .from('deals')
    .select(
      'stage, buyer_first_message_at, owner_first_reply_at, message_reminded_at, access_reminded_at, stale_since',
    )
    .eq('id', dealId)
    .single();
  expect(error).toBeNull();
  return data!;
}

async function reminders(owner: Identity, dealId: string) {
  const { data, error } = await owner.client
    .from('notifications')
    .select('kind, link, payload')
    .eq('kind', 'deal.reminder')
    .eq('link', `/deals/${dealId}`);
  expect(error).toBeNull();
  return data!;
}

beforeAll(async () => {
  [seller, buyer, buyer2, pending, admin] = await Promise.all([
    createUser('resp-seller', { role: 'company', status: 'verified' }),
    createUser('resp-buyer', { role: 'investor', status: 'verified' }),
    createUser('resp-buyer2', { role: 'investor', status: 'verified' }),
    createUser('resp-pending', { role: 'investor', status: 'pending' }),
    createUser('resp-admin', { admin: true }),
  ]);
  await Promise.all([giveBillingInfo(buyer), giveBillingInfo(buyer2)]);
});

describe('the reply clock of a deal', () => {
  it('starts at the buyer’s first message and stops at the owner’s first answer, once each', async () => {
    const listing = await newListing(seller, `Clock ${randomUUID()}`);
    const dealId = await inquire(buyer, listing);
    const started = await deal(buyer, dealId);
    expect(started.buyer_first_message_at).not.toBeNull();
    expect(started.owner_first_reply_at).toBeNull();

    await send(buyer, dealId, 'A second question from the buyer');
    expect((await deal(buyer, dealId)).buyer_first_message_at).toBe(started.buyer_first_message_at);

    await send(seller, dealId, 'Thank you, here is our answer');
    const answered = await deal(seller, dealId);
    expect(answered.owner_first_reply_at).not.toBeNull();
    expect(Date.parse(answered.owner_first_reply_at!)).toBeGreaterThanOrEqual(
      Date.parse(started.buyer_first_message_at!),
    );
    await send(seller, dealId, 'And one more thing');
    expect((await deal(seller, dealId)).owner_first_reply_at).toBe(answered.owner_first_reply_at);
  });

  it('cannot be set through the API by either side', async () => {
    const listing = await newListing(seller, `Clock attack ${randomUUID()}`);
    const dealId = await inquire(buyer, listing);
    for (const who of [buyer, seller]) {
      const { data, error } = await who.client
        .from('deals')
        .update({ owner_first_reply_at: new Date().toISOString(), stale_since: null })
        .eq('id', dealId)
        .select('id');
      // No update grant on deals: refused (or nothing changed).
      expect(error?.code === '42501' || (data ?? []).length === 0).toBe(true);
    }
    expect((await deal(buyer, dealId)).owner_first_reply_at).toBeNull();
  });
});

describe('reminders after 14 days, then stale for the buyer', () => {
  it('an unanswered first message: one reminder, stale a week later, cleared by the answer', async () => {
    const listing = await newListing(seller, `Unanswered ${randomUUID()}`);
    const dealId = await inquire(buyer, listing);

    // 13 days: nothing yet.
    await backdate(dealId, `buyer_first_message_at = now() - interval '13 days'`);
    await maintenance();
    expect(await reminders(seller, dealId)).toEqual([]);

    await backdate(dealId, `buyer_first_message_at = now() - interval '15 days'`);
    await maintenance();
    const first = await reminders(seller, dealId);
    expect(first).toHaveLength(1);
    expect(first[0].payload).toMatchObject({ deal_id: dealId, waiting: 'message', days: 15 });
    // The buyer gets no reminder, and the deal is not stale yet.
    expect(await reminders(buyer, dealId)).toEqual([]);
    expect((await deal(buyer, dealId)).stale_since).toBeNull();
    // The email is in the outbox in the owner's language.
    const mails = await withDb(
      async (db) =>
        (
          await db.query(
            `select kind, payload->>'waiting' as waiting from private.email_outbox where user_id = $1 and kind = 'deal.reminder' and payload->>'deal_id' = $2`,
            [seller.id, dealId],
          )
        ).rows,
    );
    expect(mails).toEqual([{ kind: 'deal.reminder', waiting: 'message' }]);

    // Once: another run does not remind again.
    await maintenance();
    expect(await reminders(seller, dealId)).toHaveLength(1);

    // A week after the reminder, still no answer: stale for the buyer (the page and My deals).
    await backdate(dealId, `message_reminded_at = now() - interval '8 days'`);
    await maintenance();
    const stale = await deal(buyer, dealId);
    expect(stale.stale_since).not.toBeNull();
    const overview = await buyer.client.rpc('deal_overview', { p_deal_id: dealId });
    expect(overview.error).toBeNull();
    expect(overview.data?.[0]?.stale_since).toBe(stale.stale_since);

    // The owner answers: no longer stale, and no later run marks it again.
    await send(seller, dealId, 'Sorry for the delay');
    expect((await deal(buyer, dealId)).stale_since).toBeNull();
    await maintenance();
    expect((await deal(buyer, dealId)).stale_since).toBeNull();
    expect(await reminders(seller, dealId)).toHaveLength(1);
  });

  it('an undecided access request: reminded once per request, a decision ends the stale mark', async () => {
    const listing = await newListing(seller, `Undecided ${randomUUID()}`);
    const nda = await buyer2.client
      .from('nda_signatures')
      .insert({ listing_id: listing, signer_name: buyer2.name });
    expect(nda.error).toBeNull();
    const { data: opened } = await buyer2.client
      .from('deals')
      .select('id')
      .eq('listing_id', listing)
      .single();
    const dealId = opened!.id;
    expect(
      (await buyer2.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_requested' }))
        .error,
    ).toBeNull();

    await backdate(dealId, `access_requested_at = now() - interval '16 days'`);
    await maintenance();
    const first = await reminders(seller, dealId);
    expect(first).toHaveLength(1);
    expect(first[0].payload).toMatchObject({ waiting: 'access', days: 16 });
    await maintenance();
    expect(await reminders(seller, dealId)).toHaveLength(1);

    await backdate(dealId, `access_reminded_at = now() - interval '8 days'`);
    await maintenance();
    expect((await deal(buyer2, dealId)).stale_since).not.toBeNull();

    // The owner declines: the stage changes, the mark goes.
    expect(
      (
        await seller.client.rpc('move_deal', {
          p_deal_id: dealId,
          p_stage: 'declined',
          p_reason_code: 'capacity_insufficient',
        })
      ).error,
    ).toBeNull();
    expect((await deal(buyer2, dealId)).stale_since).toBeNull();

    // A new request is a new wait: reminded again after 14 days.
    expect(
      (await buyer2.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_requested' }))
        .error,
    ).toBeNull();
    await maintenance();
    expect(await reminders(seller, dealId)).toHaveLength(1);
    // (Moved back in time as a whole: the first reminder came before the new request.)
    await backdate(
      dealId,
      `access_requested_at = now() - interval '15 days', access_reminded_at = now() - interval '30 days'`,
    );
    await maintenance();
    expect(await reminders(seller, dealId)).toHaveLength(2);
  });

  it('runs for the service role only (hand-made requests)', async () => {
    for (const [client, statuses] of [
      [anonClient(), [401, 403]],
      [buyer.client, [403]],
      [seller.client, [403]],
      [admin.client, [403]],
    ] as const) {
      const { error, status } = await client.rpc('run_deal_maintenance', {});
      expect(error).not.toBeNull();
      expect(statuses).toContain(status);
    }
    // Straight through the gateway with the anon key and a user's token, too.
    const response = await fetch(`${stackEnv.url}/rest/v1/rpc/run_deal_maintenance`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${seller.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_now: '2099-01-01T00:00:00Z' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('owners’ median time to first reply', () => {
  it('is the median over the last 90 days, shown only from 3 answered deals', async () => {
    const owner = await createUser('resp-owner', { role: 'company', status: 'verified' });
    const buyers = await Promise.all(
      [1, 2, 3, 4].map((n) => createUser(`resp-b${n}`, { role: 'investor', status: 'verified' })),
    );
    const deals: string[] = [];
    for (const [n, who] of buyers.entries()) {
      const listing = await newListing(owner, `Median ${n} ${randomUUID()}`);
      deals.push(await inquire(who, listing));
    }
    // Two answered deals (1 h and 5 h): not enough data.
    await backdate(
      deals[0],
      `buyer_first_message_at = now() - interval '10 days', owner_first_reply_at = now() - interval '10 days' + interval '1 hour'`,
    );
    await backdate(
      deals[1],
      `buyer_first_message_at = now() - interval '20 days', owner_first_reply_at = now() - interval '20 days' + interval '5 hours'`,
    );
    await maintenance();
    const few = await buyer.client
      .from('owner_response_times')
      .select('median_reply_seconds, replied_deals')
      .eq('owner_id', owner.id!)
      .single();
    expect(few.data).toEqual({ median_reply_seconds: null, replied_deals: 2 });

    // A third (2 h), and one answered but 100 days ago (outside the window).
    await backdate(
      deals[2],
      `buyer_first_message_at = now() - interval '3 days', owner_first_reply_at = now() - interval '3 days' + interval '2 hours'`,
    );
    await backdate(
      deals[3],
      `buyer_first_message_at = now() - interval '100 days', owner_first_reply_at = now() - interval '100 days' + interval '30 days'`,
    );
    await maintenance();
    for (const reader of [buyer, owner]) {
      const { data, error } = await reader.client
        .from('owner_response_times')
        .select('median_reply_seconds, replied_deals, window_days')
        .eq('owner_id', owner.id!)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ median_reply_seconds: 7200, replied_deals: 3, window_days: 90 });
    }

    // Nobody writes it through the API; anon and unverified users do not read it.
    const forged = await owner.client
      .from('owner_response_times')
      .update({ median_reply_seconds: 60 })
      .eq('owner_id', owner.id!)
      .select('owner_id');
    expect(forged.error?.code === '42501' || (forged.data ?? []).length === 0).toBe(true);
    const inserted = await owner.client
      .from('owner_response_times')
      .insert({ owner_id: buyer.id!, median_reply_seconds: 60, replied_deals: 9 });
    expect(inserted.error?.code).toBe('42501');
    expect(
      (await anonClient().from('owner_response_times').select('owner_id').eq('owner_id', owner.id!))
        .error,
    ).not.toBeNull();
    const unverified = await pending.client
      .from('owner_response_times')
      .select('owner_id')
      .eq('owner_id', owner.id!);
    expect(unverified.data ?? []).toEqual([]);
    // The database refuses a figure from too few deals, whoever writes.
    await expect(
      withDb((db) =>
        db.query(`update public.owner_response_times set replied_deals = 2 where owner_id = $1`, [
          owner.id,
        ]),
      ),
    ).rejects.toThrow(/owner_response_times_enough_data/);
  });
});

describe('the outbox stays bounded', () => {
  it('deletes sent emails older than 30 days, nothing else', async () => {
    const ids = await withDb(async (db) => {
      const insert = async (status: string, sentDaysAgo: number | null) =>
        (
          await db.query(
            `insert into private.email_outbox (user_id, recipient, language, kind, payload, status, sent_at, created_at)
             values ($1, 'cleanup@example.test', 'en', 'deal.message', '{}', $2::private.email_status,
                     case when $3::int is null then null else now() - make_interval(days => $3::int) end,
                     now() - interval '40 days')
             returning id`,
            [seller.id, status, sentDaysAgo],
          )
        ).rows[0].id as string;
      return {
        oldSent: await insert('sent', 31),
        recentSent: await insert('sent', 29),
        oldFailed: await insert('failed', null),
      };
    });
    const result = await maintenance();
    expect(result.outbox_deleted).toBeGreaterThanOrEqual(1);
    const left = await withDb(async (db) =>
      (
        await db.query(
          `select id from private.email_outbox where id = any($1::bigint[]) order by id`,
          [Object.values(ids)],
        )
      ).rows.map((row) => row.id as string),
    );
    expect(left).toEqual([ids.recentSent, ids.oldFailed]);
  });
});

describe('unread counts in the lists', () => {
  it('My deals embeds the buyer’s own unread count; the owner reads theirs per deal', async () => {
    const listing = await newListing(seller, `Unread ${randomUUID()}`);
    const dealId = await inquire(buyer, listing);
    await send(seller, dealId, 'First answer');
    await send(seller, dealId, 'Second answer');

    const mine = await buyer.client
      .from('deals')
      .select('id, stale_since, deal_reads(unread_count)')
      .eq('buyer_id', buyer.id!)
      .eq('id', dealId)
      .single();
    expect(mine.error).toBeNull();
    // Only the buyer's own read state (RLS), not the owner's.
    expect(mine.data!.deal_reads).toEqual([{ unread_count: 2 }]);

    await send(buyer, dealId, 'Thanks!');
    const owner = await seller.client
      .from('deal_reads')
      .select('deal_id, unread_count')
      .eq('user_id', seller.id!)
      .gt('unread_count', 0);
    expect(owner.data).toContainEqual({ deal_id: dealId, unread_count: 1 });
    // The buyer read by sending: nothing unread for them any more.
    const after = await buyer.client
      .from('deals')
      .select('deal_reads(unread_count)')
      .eq('id', dealId)
      .single();
    expect(after.data!.deal_reads).toEqual([{ unread_count: 0 }]);
  });
});

describe('admins list every deal', () => {
  it('by stage, with listing, owner and buyer; others see only their own deals', async () => {
    const listing = await newListing(seller, `Admin list ${randomUUID()}`);
    const dealId = await inquire(buyer, listing);
    const columns =
      'id, stage, listing:listings(details:listing_details(title), owner:profiles!listings_user_id_fkey(name)), buyer:profiles!deals_buyer_id_fkey(name, email)';
    const { data, error, count } = await admin.client
      .from('deals')
      .select(columns, { count: 'exact' })
      .eq('stage', 'interested')
      .order('stage_changed_at', { ascending: false })
      .order('id', { ascending: false })
      .range(0, 49);
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(data!.every((row) => row.stage === 'interested')).toBe(true);
    const row = data!.find((r) => r.id === dealId);
    expect(row?.buyer?.email).toBe(buyer.email);
    expect(row?.listing?.owner?.name).toBeTruthy();

    // A stranger's token sees none of it.
    const stranger = await buyer2.client.from('deals').select('id').eq('id', dealId);
    expect(stranger.data).toEqual([]);
  });
});
