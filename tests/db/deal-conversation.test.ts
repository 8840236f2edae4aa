// The deal conversation through the HTTP API (supabase-js): the RLS matrix of deal_messages,
// deal_reads and their RPCs role by role, then what an attacker with a valid token tries (another
// deal's thread, posting as someone else or on the other side, forged columns, embeds, other
// users' read state, the owner's identity and unmasked contact data before access), masking before
// and after access, unread counts and read state, keyset paging, and Realtime delivery by RLS.
//
// "owner" (a company) owns listing L; "buyer" has a deal on L (NDA signed, no access); "granted"
// has a deal on L with access granted; "outsider" is a verified investor without a deal on L;
// "other" is another company; "pend" is unverified; "admin" is at aal2.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import {
  canInsert,
  canSelect,
  canUpdate,
  canDelete,
  insertAsService,
  parseMatrix,
} from './support/cells';
import { UNREAD_SELECT } from '../../src/lib/unread-messages';
import {
  anonIdentity,
  createUser,
  giveBillingInfo,
  must,
  serviceIdentity,
  type Identity,
} from './support/identities';

const loose = (client: unknown) => client as SupabaseClient;
// Unique text without digits: seven digits in a row would be masked as a phone number.
const token = () => randomUUID().replace(/[^a-f]/g, '');
const service = serviceClient();

type Thread = {
  deal_id: string;
  my_side: 'buyer' | 'owner' | null;
  access_granted: boolean;
  buyer_name: string | null;
  owner_name: string | null;
  my_last_read_id: number | null;
  unread_count: number;
  other_last_read_id: number | null;
  has_more: boolean;
  messages: {
    id: number;
    sender_side: string;
    body: string;
    masked: boolean;
    client_id: string | null;
  }[];
};

let who: Record<string, Identity>;
let listing: string;
let buyerDeal: string;
let grantedDeal: string;
let buyerMessage: number; // the buyer's inquiry, first message of buyerDeal
let ownerName: string;

const id = (identity: Identity) => {
  if (!identity.id) throw new Error(`${identity.name} has no id`);
  return identity.id;
};

async function dealOf(buyer: Identity): Promise<string> {
  const rows = must(
    await service.from('deals').select('id').eq('listing_id', listing).eq('buyer_id', id(buyer)),
    'deal',
  );
  return rows[0].id;
}

/** An active technology company for sale, 11-50 employees, owned by a company account. */
async function activeListing(owner: Identity, fields: Record<string, string>): Promise<string> {
  const row = await insertAsService<{ id: string }>('listings', {
    user_id: id(owner),
    user_role: 'company',
    type: 'sell',
    industry: 'Technology',
    employees: '11-50',
    status: 'active',
    ...fields,
  });
  return row.id;
}

async function thread(identity: Identity, dealId: string, before?: number, limit?: number) {
  const { data, error } = await loose(identity.client).rpc('deal_thread', {
    p_deal_id: dealId,
    ...(before ? { p_before_id: before } : {}),
    ...(limit ? { p_limit: limit } : {}),
  });
  return { thread: data as Thread | null, error };
}

async function post(
  identity: Identity,
  dealId: string,
  body: string,
  extra: Record<string, unknown> = {},
) {
  return loose(identity.client)
    .from('deal_messages')
    .insert({ deal_id: dealId, body, ...extra })
    .select('id, sender_side, body, masked')
    .single();
}

beforeAll(async () => {
  const [owner, other, buyer, granted, outsider, pend, admin] = await Promise.all([
    createUser('conv-owner', { role: 'company', status: 'verified' }),
    createUser('conv-other', { role: 'company', status: 'verified' }),
    createUser('conv-buyer', { role: 'investor', status: 'verified' }),
    createUser('conv-granted', { role: 'investor', status: 'verified' }),
    createUser('conv-outsider', { role: 'investor', status: 'verified' }),
    createUser('conv-pend', { role: 'investor' }),
    createUser('conv-admin', { admin: true }),
  ]);
  who = {
    anon: anonIdentity(),
    pend,
    outsider,
    buyer,
    granted,
    owner,
    other,
    admin,
    service: serviceIdentity(),
  };
  ownerName = must(
    await service.from('profiles').select('name').eq('id', id(owner)).single(),
    'owner',
  ).name;

  listing = await activeListing(owner, {
    revenue: '1M-2M',
    location: 'Germany',
    price: '1 Mio. EUR',
    anonymized_description: 'Conversation test listing',
  });
  await insertAsService('listing_details', {
    listing_id: listing,
    title: 'Conversation GmbH',
    description: 'Confidential',
    full_details: 'Secret numbers',
  });

  // The buyer inquires (as themselves, through the API: the inquiry opens the deal and its thread),
  // then signs the NDA. The granted buyer goes on to access granted.
  must(
    await buyer.client
      .from('inquiries')
      .insert({
        user_id: id(buyer),
        listing_id: listing,
        message: 'Interested. Reach me at buyer@mail.example or +49 171 2345678.',
      })
      .select('id')
      .single(),
    'inquiry',
  );
  await insertAsService('nda_signatures', {
    listing_id: listing,
    user_id: id(buyer),
    signer_name: 'Conv Buyer',
  });
  await insertAsService('nda_signatures', {
    listing_id: listing,
    user_id: id(granted),
    signer_name: 'Conv Granted',
  });
  await giveBillingInfo(granted);
  await insertAsService('unlock_requests', {
    listing_id: listing,
    user_id: id(granted),
    status: 'approved',
    decided_at: new Date().toISOString(),
  });
  buyerDeal = await dealOf(buyer);
  grantedDeal = await dealOf(granted);
  buyerMessage = must(
    await service
      .from('deal_messages')
      .select('id')
      .eq('deal_id', buyerDeal)
      .order('id')
      .limit(1)
      .single(),
    'first message',
  ).id;
});

describe('an inquiry starts the thread', () => {
  it("becomes the buyer's first message, masked like the inquiry itself before access", async () => {
    const first = must(
      await service.from('deal_messages').select('*').eq('id', buyerMessage).single(),
      'message',
    );
    expect(first.sender_side).toBe('buyer');
    expect(first.sender_id).toBe(id(who.buyer));
    expect(first.inquiry_id).not.toBeNull();
    expect(first.masked).toBe(true);
    expect(first.body).toBe('Interested. Reach me at [email hidden] or [phone hidden].');
    const inquiry = must(
      await who.owner.client
        .from('inquiries')
        .select('message')
        .eq('id', first.inquiry_id!)
        .single(),
      'inquiry',
    );
    expect(inquiry.message).toBe(first.body);
    const reads = must(
      await who.owner.client.from('deal_reads').select('unread_count').eq('deal_id', buyerDeal),
      'owner reads',
    );
    expect(reads).toEqual([{ unread_count: 1 }]);
  });
});

// y = allowed, n = refused (hidden, or an error and nothing changed), - = does not apply.
const MATRIX = `
  case                        anon pend outsider buyer granted owner other admin service
  messages.select.buyerDeal   n    n    n        y     n       y     n     y     y
  messages.insert.buyerDeal   n    n    n        y     n       y     n     n     -
  messages.update             n    n    n        n     n       n     n     n     y
  messages.delete             n    n    n        n     n       n     n     n     y
  reads.select.ownerRow       n    n    n        n     n       y     n     n     y
  reads.update.ownerRow       n    n    n        n     n       n     n     n     y
  reads.insert.own            n    n    n        n     n       n     n     n     -
  rpc.thread.buyerDeal        n    n    n        y     n       y     n     y     -
  rpc.markRead.buyerDeal      n    n    n        y     n       y     n     n     -
  rpc.send.buyerDeal          n    n    n        y     n       y     n     n     -
`;

const CASES: Record<string, (identity: Identity) => Promise<boolean>> = {
  'messages.select.buyerDeal': (identity) =>
    canSelect(identity, 'deal_messages', { id: String(buyerMessage) }),
  'messages.insert.buyerDeal': (identity) => {
    const body = `Matrix message ${token()}`;
    return canInsert(identity, 'deal_messages', { deal_id: buyerDeal, body }, { body });
  },
  'messages.update': (identity) =>
    canUpdate(
      identity,
      'deal_messages',
      { id: String(buyerMessage) },
      { body: `Edited ${token()}` },
    ),
  'messages.delete': async (identity) => {
    const spare = must(
      await service
        .from('deal_messages')
        .insert({
          deal_id: buyerDeal,
          sender_id: id(who.owner),
          body: 'Spare',
          sender_side: 'owner',
        })
        .select('id')
        .single(),
      'spare message',
    );
    const deleted = await canDelete(identity, 'deal_messages', { id: String(spare.id) });
    if (!deleted) await service.from('deal_messages').delete().eq('id', spare.id);
    return deleted;
  },
  'reads.select.ownerRow': (identity) =>
    canSelect(identity, 'deal_reads', { deal_id: buyerDeal, user_id: id(who.owner) }),
  'reads.update.ownerRow': (identity) =>
    canUpdate(
      identity,
      'deal_reads',
      { deal_id: buyerDeal, user_id: id(who.owner) },
      { unread_count: 77 },
    ).then(async (changed) => {
      if (changed)
        await service
          .from('deal_reads')
          .update({ unread_count: 1 })
          .match({ deal_id: buyerDeal, user_id: id(who.owner) });
      return changed;
    }),
  'reads.insert.own': async (identity) => {
    const match = { deal_id: grantedDeal, user_id: identity.id ?? id(who.buyer) };
    return canInsert(identity, 'deal_reads', { ...match, unread_count: 0 }, match);
  },
  'rpc.thread.buyerDeal': async (identity) => {
    const { thread: page, error } = await thread(identity, buyerDeal);
    return !error && (page?.messages.length ?? 0) > 0;
  },
  'rpc.send.buyerDeal': async (identity) => {
    const body = `Matrix send ${token()}`;
    const { error } = await loose(identity.client).rpc('send_deal_message', {
      p_deal_id: buyerDeal,
      p_body: body,
      p_client_id: randomUUID(),
    });
    const stored = await service.from('deal_messages').select('id').eq('body', body);
    expect((stored.data ?? []).length > 0).toBe(!error);
    return !error;
  },
  'rpc.markRead.buyerDeal': async (identity) => {
    const { error } = await loose(identity.client).rpc('mark_deal_thread_read', {
      p_deal_id: buyerDeal,
    });
    return !error;
  },
};

describe('RLS matrix of the conversation, through HTTP', () => {
  const { identities, cases } = parseMatrix(MATRIX);
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const action = CASES[testCase.name];
      for (const name of identities) {
        const expected = testCase.expect[name];
        if (expected === '-') continue;
        const got = await action(who[name]);
        expect(got ? 'y' : 'n', `${testCase.name} as ${name}`).toBe(expected);
      }
    });
  }
});

describe('hand-made requests', () => {
  it('cannot post as someone else, on the other side, or forge the stored columns', async () => {
    const attempts = [
      { sender_id: id(who.owner) },
      { sender_side: 'owner' },
      { masked: false },
      { created_at: '2020-01-01T00:00:00Z' },
      { inquiry_id: randomUUID() },
    ];
    for (const extra of attempts) {
      const body = `Forged ${token()}`;
      const { error } = await post(who.buyer, buyerDeal, body, extra);
      expect(error, JSON.stringify(extra)).not.toBeNull();
      const stored = await service.from('deal_messages').select('id').eq('body', body);
      expect(stored.data).toEqual([]);
    }
  });

  it('cannot post into another deal, read it by filter, embed or RPC', async () => {
    const { error } = await post(who.outsider, buyerDeal, 'Let me in');
    expect(error?.code).toBe('42501');
    const { error: wrongDeal } = await post(who.buyer, grantedDeal, 'Not my deal');
    expect(wrongDeal).not.toBeNull();

    const listed = await loose(who.granted.client)
      .from('deal_messages')
      .select('id, body')
      .eq('deal_id', buyerDeal);
    expect(listed.data).toEqual([]);
    const embedded = await loose(who.outsider.client)
      .from('deals')
      .select('id, deal_messages(body)')
      .eq('id', buyerDeal);
    expect(embedded.data ?? []).toEqual([]);
    const { error: rpcError } = await thread(who.granted, buyerDeal);
    expect(rpcError?.code).toBe('P0002');
    const { error: markError } = await loose(who.outsider.client).rpc('mark_deal_thread_read', {
      p_deal_id: buyerDeal,
    });
    expect(markError?.code).toBe('42501');
  });

  it("hides the owner's identity from the buyer until access is granted", async () => {
    const { thread: page } = await thread(who.buyer, buyerDeal);
    expect(page?.my_side).toBe('buyer');
    expect(page?.access_granted).toBe(false);
    expect(page?.owner_name).toBeNull();
    // The embed of the sender's profile through the foreign key gives nothing of the owner.
    await post(who.owner, buyerDeal, 'Hello from the owner');
    const embedded = must(
      await loose(who.buyer.client)
        .from('deal_messages')
        .select('sender_side, profiles(name, email)')
        .eq('deal_id', buyerDeal)
        .eq('sender_side', 'owner'),
      'embed',
    ) as { profiles: unknown }[];
    expect(embedded.length).toBeGreaterThan(0);
    for (const message of embedded) expect(message.profiles).toBeNull();

    const { thread: grantedPage } = await thread(who.granted, grantedDeal);
    expect(grantedPage?.access_granted).toBe(true);
    expect(grantedPage?.owner_name).toBe(ownerName);
    const { thread: ownerPage } = await thread(who.owner, buyerDeal);
    expect(ownerPage?.my_side).toBe('owner');
    expect(ownerPage?.buyer_name).toMatch(/conv-buyer/);
  });

  it('refuses a message longer than 5000 characters and a blank one', async () => {
    const long = await post(who.buyer, buyerDeal, 'x'.repeat(5001));
    expect(long.error?.code).toBe('23514');
    const blank = await post(who.buyer, buyerDeal, '   ');
    expect(blank.error?.code).toBe('23514');
  });

  it('stores a retried send once (the same client id)', async () => {
    const clientId = randomUUID();
    const first = await post(who.buyer, buyerDeal, 'Once only', { client_id: clientId });
    expect(first.error).toBeNull();
    const again = await post(who.buyer, buyerDeal, 'Once only', { client_id: clientId });
    expect(again.error?.code).toBe('23505');
    const stored = await service.from('deal_messages').select('id').eq('client_id', clientId);
    expect(stored.data).toHaveLength(1);

    // The send RPC returns the stored message for a repeated id instead of failing.
    const rpcClientId = randomUUID();
    const send = () =>
      loose(who.buyer.client).rpc('send_deal_message', {
        p_deal_id: buyerDeal,
        p_body: 'Sent twice mail a@b.example',
        p_client_id: rpcClientId,
      });
    const sent = await send();
    const resent = await send();
    expect(sent.error).toBeNull();
    expect(resent.error).toBeNull();
    expect(resent.data.id).toBe(sent.data.id);
    expect(sent.data).toMatchObject({
      sender_side: 'buyer',
      body: 'Sent twice mail [email hidden]',
      masked: true,
    });
    const viaRpc = await service.from('deal_messages').select('id').eq('client_id', rpcClientId);
    expect(viaRpc.data).toHaveLength(1);
    const outsider = await loose(who.outsider.client).rpc('send_deal_message', {
      p_deal_id: buyerDeal,
      p_body: 'Let me in',
      p_client_id: randomUUID(),
    });
    expect(outsider.error?.code).toBe('42501');
  });
});

describe('masking by the database', () => {
  const contact =
    'Call +49 (0) 30 1234567, mail max.muster@firma.de or max (at) firma, see https://firma.example/x and firma-gmbh.de. Revenue 1.200.000 EUR.';
  const maskedContact =
    'Call [phone hidden], mail [email hidden] or [email hidden], see [link hidden] and [link hidden]. Revenue 1.200.000 EUR.';

  it('masks contact details from either side before access, for everyone who reads', async () => {
    const fromBuyer = must(await post(who.buyer, buyerDeal, contact), 'buyer post');
    expect(fromBuyer).toMatchObject({ sender_side: 'buyer', body: maskedContact, masked: true });
    const fromOwner = must(await post(who.owner, buyerDeal, contact), 'owner post');
    expect(fromOwner).toMatchObject({ sender_side: 'owner', body: maskedContact, masked: true });
    // Not even the service role finds the unmasked text: it was never stored.
    const unmasked = await service
      .from('deal_messages')
      .select('id')
      .eq('deal_id', buyerDeal)
      .like('body', '%firma.de%');
    expect(unmasked.data).toEqual([]);
    const clean = must(await post(who.buyer, buyerDeal, 'What is the EBITDA for 2024?'), 'clean');
    expect(clean).toMatchObject({ masked: false, body: 'What is the EBITDA for 2024?' });
  });

  // Issue 27: the spoken and spaced forms, German and English, and what must stay readable.
  const spoken: [string, string][] = [
    ['max dot mueller at gmx dot de', '[email hidden]'],
    ['max punkt mueller ät gmx punkt de', '[email hidden]'],
    ['max @ buyer-holding . de', '[email hidden]'],
    ['max [at] firma [dot] de', '[email hidden]'],
    ['max(at)firma.de', '[email hidden]'],
    ['MAX AT GMX DOT DE', '[email hidden]'],
    ['mail max at buyer-holding.de', 'mail [email hidden]'],
    ['call 0171.234.56.78', 'call [phone hidden]'],
    ['call 0171-234 56 78', 'call [phone hidden]'],
    ['call +49 171 234 56 78', 'call [phone hidden]'],
    ['meet at the office', 'meet at the office'],
    ['we met at Berlin. It went well', 'we met at Berlin. It went well'],
    ['Revenue 1.200.000 EUR', 'Revenue 1.200.000 EUR'],
    ['Umsatz 2024 1.200.000 EUR', 'Umsatz 2024 1.200.000 EUR'],
    ['Termin 27.11.2026 - 30.11.2026', 'Termin 27.11.2026 - 30.11.2026'],
  ];

  it('masks spoken and spaced addresses and numbers, and leaves amounts, dates and plain "at" alone', async () => {
    // One message (a semicolon ends every form), split back into its cases.
    const sent = must(
      await post(who.buyer, buyerDeal, spoken.map(([text]) => text).join(' ; ')),
      'spoken post',
    );
    const got = sent.body.split(' ; ');
    expect(spoken.map(([text], i) => [text, got[i]])).toEqual(spoken);
  });

  it('leaves new messages unmasked once access is granted, and masks again after a revocation', async () => {
    const granted = must(await post(who.owner, grantedDeal, contact), 'granted post');
    expect(granted).toMatchObject({ body: contact, masked: false });
    const { error } = await service
      .from('deals')
      .update({ stage: 'revoked' })
      .eq('id', grantedDeal);
    expect(error).toBeNull();
    const revoked = must(await post(who.owner, grantedDeal, contact), 'revoked post');
    expect(revoked).toMatchObject({ body: maskedContact, masked: true });
    const { thread: page } = await thread(who.granted, grantedDeal);
    expect(page?.owner_name).toBeNull();
    await service.from('deals').update({ stage: 'access_granted' }).eq('id', grantedDeal);
  });
});

describe('read state and unread counts', () => {
  it("counts the other side's messages as unread until marked read, never backwards", async () => {
    await loose(who.granted.client).rpc('mark_deal_thread_read', { p_deal_id: grantedDeal });
    const a = must(await post(who.owner, grantedDeal, 'One'), 'one');
    const b = must(await post(who.owner, grantedDeal, 'Two'), 'two');
    const unread = async () =>
      must(
        await who.granted.client
          .from('deal_reads')
          .select('unread_count, last_read_message_id')
          .eq('deal_id', grantedDeal)
          .single(),
        'reads',
      );
    expect((await unread()).unread_count).toBe(2);
    const { thread: page } = await thread(who.granted, grantedDeal);
    expect(page?.unread_count).toBe(2);

    must(
      await loose(who.granted.client).rpc('mark_deal_thread_read', {
        p_deal_id: grantedDeal,
        p_up_to_id: a.id,
      }),
      'mark a',
    );
    expect(await unread()).toEqual({ unread_count: 1, last_read_message_id: a.id });
    must(
      await loose(who.granted.client).rpc('mark_deal_thread_read', {
        p_deal_id: grantedDeal,
        p_up_to_id: 1,
      }),
      'mark back',
    );
    expect(await unread()).toEqual({ unread_count: 1, last_read_message_id: a.id });
    must(
      await loose(who.granted.client).rpc('mark_deal_thread_read', { p_deal_id: grantedDeal }),
      'mark all',
    );
    expect(await unread()).toEqual({ unread_count: 0, last_read_message_id: b.id });

    // The owner sees how far the buyer has read; the buyer's answer leaves the owner one unread.
    const { thread: ownerPage } = await thread(who.owner, grantedDeal);
    expect(ownerPage?.other_last_read_id).toBe(b.id);
    await loose(who.owner.client).rpc('mark_deal_thread_read', { p_deal_id: grantedDeal });
    await post(who.granted, grantedDeal, 'Answer');
    const ownerReads = must(
      await who.owner.client
        .from('deal_reads')
        .select('unread_count')
        .eq('deal_id', grantedDeal)
        .single(),
      'owner reads',
    );
    expect(ownerReads.unread_count).toBe(1);
  });

  it("names its deal's listing, which the top bar embeds with the title only where the details may be read", async () => {
    await post(who.owner, buyerDeal, 'For the badge');
    await post(who.owner, grantedDeal, 'For the badge too');
    const badge = async (identity: Identity, dealId: string) =>
      must(
        await identity.client
          .from('deal_reads')
          .select(`listing_id, ${UNREAD_SELECT}`)
          .eq('user_id', id(identity))
          .eq('deal_id', dealId)
          .single(),
        'badge',
      );
    const teaser = { type: 'sell', industry: 'Technology', location: 'Germany', revenue: '1M-2M' };
    // NDA signed, no access: the teaser, not the title.
    expect(await badge(who.buyer, buyerDeal)).toMatchObject({
      listing_id: listing,
      listings: { ...teaser, listing_details: null },
    });
    expect(await badge(who.granted, grantedDeal)).toMatchObject({
      listing_id: listing,
      listings: { ...teaser, listing_details: { title: 'Conversation GmbH' } },
    });

    // The key with the deal refuses a read state that names another listing, even from the
    // service role (the writers name the deal only; the trigger fills in its listing).
    const other = await activeListing(who.other, {
      revenue: '0-500K',
      location: 'Austria',
      anonymized_description: 'Another listing',
    });
    const wrong = await service
      .from('deal_reads')
      .upsert({ deal_id: buyerDeal, user_id: id(who.outsider), listing_id: other });
    expect(wrong.error?.code).toBe('23503');
  });
});

describe('paging back through history', () => {
  it('gives the last 50, then older pages by keyset, without gaps or repeats', async () => {
    const rows = Array.from({ length: 120 }, (_, n) => ({
      deal_id: grantedDeal,
      sender_id: n % 2 ? id(who.owner) : id(who.granted),
      sender_side: n % 2 ? ('owner' as const) : ('buyer' as const),
      body: `History ${n}`,
    }));
    must(await service.from('deal_messages').insert(rows).select('id'), 'history');
    const all = must(
      await service
        .from('deal_messages')
        .select('id')
        .eq('deal_id', grantedDeal)
        .order('id', { ascending: false }),
      'all ids',
    ).map((row) => row.id);

    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const { thread: page, error } = await thread(who.granted, grantedDeal, before);
      expect(error).toBeNull();
      const ids = page!.messages.map((message) => message.id);
      if (!before) expect(ids).toHaveLength(50);
      seen.push(...ids);
      if (!page!.has_more) break;
      before = ids[ids.length - 1];
    }
    expect(seen).toEqual(all);
    const { thread: capped } = await thread(who.granted, grantedDeal, undefined, 1000);
    expect(capped!.messages).toHaveLength(100);
  });
});

describe('Realtime', () => {
  const channels: { client: SupabaseClient; name: string }[] = [];
  afterAll(async () => {
    for (const { client } of channels) await client.removeAllChannels();
  });

  it('delivers a new message to the parties live, never to an outsider', async () => {
    const received: Record<string, { body: string }[]> = { buyer: [], outsider: [], owner: [] };
    const outsiderNotices: string[] = [];
    for (const name of ['buyer', 'outsider', 'owner'] as const) {
      const client = loose(who[name].client);
      await client.realtime.setAuth(who[name].token!);
      const channel = client
        .channel(`thread-${name}-${randomUUID()}`)
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'deal_messages',
            filter: `deal_id=eq.${buyerDeal}`,
          },
          (payload) => received[name].push(payload.new as { body: string }),
        )
        // The outsider's own notices: the sentinel below.
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'notifications',
            filter: `user_id=eq.${who[name].id}`,
          },
          (payload) => {
            if (name === 'outsider') outsiderNotices.push((payload.new as { id: string }).id);
          },
        );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
            reject(error ?? new Error(status));
        }),
      );
      channels.push({ client, name });
    }
    const body = `Live to you mail me at live@x.example ${token()}`;
    must(await post(who.owner, buyerDeal, body), 'live post');
    const until = async (check: () => boolean) => {
      const deadline = Date.now() + 30_000;
      while (!check() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await until(() => received.buyer.length > 0 && received.owner.length > 0);
    expect(received.buyer.map((row) => row.body)).toEqual([
      body.replace('live@x.example', '[email hidden]'),
    ]);
    expect(received.owner).toHaveLength(1);
    // A sentinel: a notice of the outsider's own, written after the message. Changes reach a
    // subscriber in commit order, so the message would have reached the outsider by then.
    const { data: sentinel, error } = await service
      .from('notifications')
      .insert({ user_id: who.outsider.id!, kind: 'deal.message', link: '/dashboard', payload: {} })
      .select('id')
      .single();
    expect(error).toBeNull();
    await until(() => outsiderNotices.includes(sentinel!.id));
    expect(outsiderNotices).toContain(sentinel!.id);
    expect(received.outsider).toEqual([]);
  });
});
