// Realtime through supabase-js `supabase.channel()`: broadcast (public and private channels
// authorised by RLS on realtime.messages, self, ack), realtime.send() and broadcast_changes()
// from SQL, presence, tokens (join errors, expiry, setAuth refresh) and the socket itself.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { stackEnv } from '../support/env';
import {
  closeClients,
  database,
  newUser,
  realtimeClient,
  subscribe,
  subscribed,
  uniqueName,
  userToken,
  waitFor,
  type User,
} from './support/realtime';

let db: pg.Client;

beforeAll(async () => {
  db = await database();
  // Room membership decides who may receive (select) and send (insert) on a private channel,
  // as Supabase's Realtime Authorization guide writes such policies.
  await db.query(`
    create schema if not exists realtime_test_channels;
    grant usage on schema realtime_test_channels to authenticated;
    create table if not exists realtime_test_channels.room_members (
      room text not null,
      user_id uuid not null,
      can_send boolean not null default true,
      primary key (room, user_id)
    );
    grant select on realtime_test_channels.room_members to authenticated;
    drop policy if exists "realtime_test_channels: members receive" on realtime.messages;
    create policy "realtime_test_channels: members receive" on realtime.messages
      for select to authenticated using (
        realtime.messages.extension in ('broadcast', 'presence') and exists (
          select 1 from realtime_test_channels.room_members m
           where m.room = (select realtime.topic()) and m.user_id = (select auth.uid())));
    drop policy if exists "realtime_test_channels: senders send" on realtime.messages;
    create policy "realtime_test_channels: senders send" on realtime.messages
      for insert to authenticated with check (
        exists (
          select 1 from realtime_test_channels.room_members m
           where m.room = (select realtime.topic()) and m.user_id = (select auth.uid()) and m.can_send));
    create table if not exists realtime_test_channels.notes (
      id bigint generated always as identity primary key,
      room text not null,
      body text not null
    );
    create or replace function realtime_test_channels.broadcast_note() returns trigger
    language plpgsql security definer set search_path = '' as $$
    begin
      perform realtime.broadcast_changes(new.room, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
      return null;
    end;
    $$;
    drop trigger if exists broadcast_note on realtime_test_channels.notes;
    create trigger broadcast_note after insert on realtime_test_channels.notes
      for each row execute function realtime_test_channels.broadcast_note();
  `);
});

afterAll(async () => {
  await closeClients();
  await db.end();
});

async function member(room: string, canSend = true) {
  const user = await newUser();
  await db.query(
    'insert into realtime_test_channels.room_members (room, user_id, can_send) values ($1, $2, $3)',
    [room, user.id, canSend],
  );
  return user;
}

type Received = { event: string; payload: Record<string, unknown> }[];

function listen(user: Pick<User, 'client'>, room: string, config = {}) {
  const received: Received = [];
  const channel = user.client
    .channel(room, { config })
    .on('broadcast', { event: '*' }, (message) =>
      received.push({ event: message.event, payload: message.payload }),
    );
  return { channel, received };
}

describe('broadcast on public channels', () => {
  it('reaches the other subscribers; the sender only with self: true', async () => {
    const room = uniqueName('public');
    const a = listen({ client: realtimeClient() }, room);
    const b = listen({ client: realtimeClient() }, room);
    const c = listen({ client: realtimeClient() }, room, { broadcast: { self: true } });
    const elsewhere = listen({ client: realtimeClient() }, uniqueName('other'));
    await Promise.all([a, b, c, elsewhere].map(({ channel }) => subscribed(channel)));

    expect(await a.channel.send({ type: 'broadcast', event: 'move', payload: { x: 1 } })).toBe(
      'ok',
    );
    await waitFor(() => b.received.length === 1 && c.received.length === 1);
    await c.channel.send({ type: 'broadcast', event: 'move', payload: { x: 2 } });
    await waitFor(() => c.received.length === 2 && a.received.length === 1);
    // Sentinels, sent after both moves: each socket gets its messages in the order the server
    // handled them, so a message a, c or elsewhere should not get would have arrived by then.
    await b.channel.send({ type: 'broadcast', event: 'sentinel', payload: {} });
    const other = listen({ client: realtimeClient() }, elsewhere.channel.subTopic);
    await subscribed(other.channel);
    await other.channel.send({ type: 'broadcast', event: 'sentinel', payload: {} });
    await waitFor(() =>
      [a, c, elsewhere].every(({ received }) => received.at(-1)?.event === 'sentinel'),
    );
    for (const listener of [a, c, elsewhere]) listener.received.pop();

    expect(a.received).toEqual([{ event: 'move', payload: { x: 2 } }]);
    expect(b.received).toEqual([
      { event: 'move', payload: { x: 1 } },
      { event: 'move', payload: { x: 2 } },
    ]);
    expect(c.received).toEqual(b.received);
    expect(elsewhere.received).toEqual([]);
  });

  it('crosses serializer versions: a vsn 1.0.0 (JSON) client and a 2.0.0 (binary broadcast) client', async () => {
    const room = uniqueName('vsn');
    const v1 = listen({ client: realtimeClient(undefined, { vsn: '1.0.0' }) }, room);
    const v2 = listen({ client: realtimeClient(undefined, { vsn: '2.0.0' }) }, room);
    await Promise.all([subscribed(v1.channel), subscribed(v2.channel)]);
    await v1.channel.send({ type: 'broadcast', event: 'from-v1', payload: { text: 'hallo' } });
    await v2.channel.send({ type: 'broadcast', event: 'from-v2', payload: { text: 'hello' } });
    await waitFor(() => v1.received.length === 1 && v2.received.length === 1);
    expect(v2.received).toEqual([{ event: 'from-v1', payload: { text: 'hallo' } }]);
    expect(v1.received).toEqual([{ event: 'from-v2', payload: { text: 'hello' } }]);
  });

  it('carries a binary payload between vsn 2.0.0 clients as bytes', async () => {
    const room = uniqueName('binary');
    const received: unknown[] = [];
    const sender = realtimeClient().channel(room);
    const receiver = realtimeClient()
      .channel(room)
      .on('broadcast', { event: 'bytes' }, (message) => received.push(message.payload));
    await Promise.all([subscribed(sender), subscribed(receiver)]);
    await sender.send({
      type: 'broadcast',
      event: 'bytes',
      payload: new Uint8Array([1, 2, 250]).buffer,
    });
    await waitFor(() => received.length === 1);
    expect(received[0]).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(received[0] as ArrayBuffer)]).toEqual([1, 2, 250]);
  });

  it('with ack: true, send() resolves once the server confirms it', async () => {
    const room = uniqueName('ack');
    const sender = listen({ client: realtimeClient() }, room, { broadcast: { ack: true } });
    const receiver = listen({ client: realtimeClient() }, room);
    await Promise.all([subscribed(sender.channel), subscribed(receiver.channel)]);
    expect(await sender.channel.send({ type: 'broadcast', event: 'e', payload: { n: 1 } })).toBe(
      'ok',
    );
    await waitFor(() => receiver.received.length === 1);
  });

  it('httpSend() delivers through the REST endpoint /realtime/v1/api/broadcast', async () => {
    const room = uniqueName('rest');
    const receiver = listen({ client: realtimeClient() }, room);
    await subscribed(receiver.channel);
    const sender = realtimeClient().channel(room);
    await sender.httpSend('from-rest', { ok: true });
    await waitFor(() => receiver.received.length === 1);
    expect(receiver.received).toEqual([{ event: 'from-rest', payload: { ok: true } }]);
  });

  it('httpSend() to a private channel needs the insert policy: refused with 403 otherwise', async () => {
    const room = uniqueName('rest-private');
    const alice = await member(room);
    const outsider = await newUser();
    const a = listen(alice, room, { private: true });
    await subscribed(a.channel);
    await expect(
      outsider.client.channel(room, { config: { private: true } }).httpSend('x', { n: 0 }),
    ).rejects.toThrow('Unauthorized');
    await alice.client.channel(room, { config: { private: true } }).httpSend('y', { n: 1 });
    await waitFor(() => a.received.length === 1);
    expect(a.received).toEqual([{ event: 'y', payload: { n: 1 } }]);
  });
});

describe('broadcast on private channels (RLS on realtime.messages)', () => {
  it('lets members in and refuses outsiders and anon with upstream’s message', async () => {
    const room = uniqueName('private');
    const alice = await member(room);
    const outsider = await newUser();
    expect((await subscribe(listen(alice, room, { private: true }).channel)).status).toBe(
      'SUBSCRIBED',
    );
    const refused = await subscribe(listen(outsider, room, { private: true }).channel);
    expect(refused).toEqual({
      status: 'CHANNEL_ERROR',
      message: `Unauthorized: You do not have permissions to read from this Channel topic: ${room}`,
    });
    const anon = await subscribe(
      listen({ client: realtimeClient() }, room, { private: true }).channel,
    );
    expect(anon.status).toBe('CHANNEL_ERROR');
  });

  it('delivers a member’s message to members only; a member without the insert policy cannot send', async () => {
    const room = uniqueName('private');
    const [alice, reader, sender] = await Promise.all([
      member(room),
      member(room, false),
      member(room),
    ]);
    const a = listen(alice, room, { private: true, broadcast: { ack: true } });
    const r = listen(reader, room, { private: true, broadcast: { ack: true } });
    const publicNamesake = listen({ client: realtimeClient() }, room);
    await Promise.all([
      subscribed(a.channel),
      subscribed(r.channel),
      subscribed(publicNamesake.channel),
    ]);

    expect(await a.channel.send({ type: 'broadcast', event: 'secret', payload: { n: 1 } })).toBe(
      'ok',
    );
    await waitFor(() => r.received.length === 1);
    // Upstream neither delivers nor acknowledges a broadcast the insert policy refuses. The server
    // handles a socket's messages in order and answers the track (refused too: presence needs the
    // insert policy as well) after it handled the broadcast: an acknowledgement would come first.
    let answer: string | undefined;
    void r.channel
      .send({ type: 'broadcast', event: 'secret', payload: { n: 2 } }, { timeout: 30_000 })
      .then((result) => (answer = result));
    expect(await r.channel.track({ here: true })).toBe('error');
    expect(answer).toBeUndefined();
    // A sentinel from a member who may send, after the refused broadcast was handled: members get
    // it after anything the refused one would have brought them; the public namesake its own.
    const s = listen(sender, room, { private: true });
    const publicSender = listen({ client: realtimeClient() }, room);
    await Promise.all([subscribed(s.channel), subscribed(publicSender.channel)]);
    await s.channel.send({ type: 'broadcast', event: 'sentinel', payload: {} });
    await publicSender.channel.send({ type: 'broadcast', event: 'sentinel', payload: {} });
    await waitFor(() =>
      [a, r, publicNamesake].every(({ received }) => received.at(-1)?.event === 'sentinel'),
    );
    for (const listener of [a, r, publicNamesake]) listener.received.pop();
    expect(r.received).toEqual([{ event: 'secret', payload: { n: 1 } }]);
    expect(a.received).toEqual([]);
    expect(publicNamesake.received).toEqual([]);
  });
});

describe('broadcast from the database', () => {
  it('realtime.send() reaches public or private subscribers as asked, only once committed', async () => {
    const room = uniqueName('db');
    const alice = await member(room);
    const priv = listen(alice, room, { private: true });
    const pub = listen({ client: realtimeClient() }, room);
    await Promise.all([subscribed(priv.channel), subscribed(pub.channel)]);

    await db.query('begin');
    await db.query(`select realtime.send('{"n": 0}', 'rolled-back', $1, false)`, [room]);
    await db.query('rollback');
    await db.query(`select realtime.send('{"n": 1}', 'to-public', $1, false)`, [room]);
    await db.query(`select realtime.send('{"n": 2}', 'to-private', $1)`, [room]);
    await waitFor(() => pub.received.length === 1 && priv.received.length === 1);
    // Sentinels sent from SQL after the others (the database's messages reach subscribers in
    // commit order): by then, a message that should not reach one of them would have.
    await db.query(`select realtime.send('{}', 'sentinel', $1, false)`, [room]);
    await db.query(`select realtime.send('{}', 'sentinel', $1)`, [room]);
    await waitFor(() => [pub, priv].every(({ received }) => received.at(-1)?.event === 'sentinel'));
    pub.received.pop();
    priv.received.pop();

    expect(pub.received).toHaveLength(1);
    expect(pub.received[0].event).toBe('to-public');
    expect(pub.received[0].payload).toMatchObject({ n: 1, id: expect.any(String) });
    expect(priv.received).toHaveLength(1);
    expect(priv.received[0].event).toBe('to-private');
    expect(priv.received[0].payload).toMatchObject({ n: 2 });
  });

  it('realtime.broadcast_changes() in a trigger sends the row to the private channel', async () => {
    const room = uniqueName('notes');
    const alice = await member(room);
    const outsider = await newUser();
    const a = listen(alice, room, { private: true });
    const o = listen(outsider, room, { private: true });
    await subscribed(a.channel);
    expect((await subscribe(o.channel)).status).toBe('CHANNEL_ERROR');

    await db.query('insert into realtime_test_channels.notes (room, body) values ($1, $2)', [
      room,
      'Kaufpreis steht',
    ]);
    await waitFor(() => a.received.length === 1);
    expect(a.received[0].event).toBe('INSERT');
    expect(a.received[0].payload).toMatchObject({
      operation: 'INSERT',
      schema: 'realtime_test_channels',
      table: 'notes',
      record: { room, body: 'Kaufpreis steht' },
      old_record: null,
    });
    expect(o.received).toEqual([]);
  });
});

describe('presence', () => {
  it('track, untrack and leaving show up as sync, join and leave at the others', async () => {
    const room = uniqueName('presence');
    const events: string[] = [];
    const alice = realtimeClient().channel(room, { config: { presence: { key: 'alice' } } });
    const bobClient = realtimeClient();
    const bob = bobClient
      .channel(room, { config: { presence: { key: 'bob' } } })
      .on('presence', { event: 'join' }, ({ key }) => events.push(`join ${key}`))
      .on('presence', { event: 'leave' }, ({ key }) => events.push(`leave ${key}`));
    let aliceSaw: string[] = [];
    alice.on('presence', { event: 'sync' }, () => {
      aliceSaw = Object.keys(alice.presenceState()).sort();
    });
    await Promise.all([subscribed(alice), subscribed(bob)]);

    expect(await alice.track({ status: 'online' })).toBe('ok');
    await waitFor(() => events.includes('join alice'));
    expect(bob.presenceState()).toEqual({
      alice: [{ status: 'online', presence_ref: expect.any(String) }],
    });

    expect(await bob.track({ status: 'away' })).toBe('ok');
    await waitFor(() => aliceSaw.join() === 'alice,bob');

    expect(await alice.untrack()).toBe('ok');
    await waitFor(() => events.includes('leave alice'));
    expect(Object.keys(bob.presenceState())).toEqual(['bob']);

    await bobClient.removeChannel(bob);
    await waitFor(() => aliceSaw.join() === '');
  });

  it('tracking again replaces the state: one diff with the new meta joining and the old leaving', async () => {
    const room = uniqueName('presence-update');
    const joins: unknown[] = [];
    const leaves: unknown[] = [];
    const alice = realtimeClient().channel(room, { config: { presence: { key: 'alice' } } });
    const bob = realtimeClient()
      .channel(room)
      .on('presence', { event: 'join' }, ({ newPresences }) => joins.push(newPresences))
      .on('presence', { event: 'leave' }, ({ leftPresences }) => leaves.push(leftPresences));
    await Promise.all([subscribed(alice), subscribed(bob)]);
    await alice.track({ status: 'online' });
    await waitFor(() => joins.length === 1);
    await alice.track({ status: 'busy' });
    await waitFor(() => joins.length === 2 && leaves.length === 1);
    // (Upstream sends an update exactly so; realtime-js 2.109 then keeps the old meta in
    // presenceState() – supabase-js issue #2565 – so the state itself is not asserted here.)
    expect(joins[1]).toEqual([{ status: 'busy', presence_ref: expect.any(String) }]);
    expect(leaves[0]).toEqual([{ status: 'online', presence_ref: expect.any(String) }]);
  });

  it('a late joiner gets the current state; on a private channel only senders may track', async () => {
    const room = uniqueName('presence-private');
    const alice = await member(room);
    const reader = await member(room, false);
    const a = alice.client.channel(room, { config: { private: true, presence: { key: 'alice' } } });
    await subscribed(a);
    expect(await a.track({ online_at: 1 })).toBe('ok');

    const r = reader.client.channel(room, {
      config: { private: true, presence: { key: 'reader' } },
    });
    r.on('presence', { event: 'sync' }, () => {});
    await subscribed(r);
    await waitFor(() => Object.keys(r.presenceState()).includes('alice'));
    expect(await r.track({ online_at: 2 })).toBe('error');
    // A sentinel after the refused track: alice tracks again (a new state, which the others and
    // alice herself see as a diff); once her channel shows it, a diff the refused track would have
    // caused would have arrived before.
    expect(await a.track({ online_at: 3 })).toBe('ok');
    await waitFor(() =>
      (a.presenceState().alice as unknown as { online_at: number }[] | undefined)?.some(
        (meta) => meta.online_at === 3,
      ),
    );
    expect(Object.keys(a.presenceState())).toEqual(['alice']);
  });
});

describe('tokens', () => {
  it('refuses a join with an expired or forged token, with upstream’s reasons', async () => {
    const id = randomUUID();
    const expired = await userToken(id, -10);
    const result = await subscribe(realtimeClient(expired).channel(uniqueName('t')));
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);

    const [header, payload] = (await userToken(id)).split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const refused = await subscribe(realtimeClient(forged).channel(uniqueName('t')));
    expect(refused).toEqual({
      status: 'CHANNEL_ERROR',
      message: 'JwtSignatureError: Failed to validate JWT signature',
    });
  });

  it('closes a channel when its token expires; setAuth() with a fresh token keeps it open', async () => {
    const room = uniqueName('expiry');
    const id = randomUUID();
    const expiring = realtimeClient(await userToken(id, 2));
    const refreshed = realtimeClient(await userToken(id, 2));
    const system: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    const closing = expiring.channel(room).on('system', {}, (payload) => system.push(payload));
    closing.subscribe((status) => statuses.push(status));
    const kept = listen({ client: refreshed }, room);
    await subscribed(kept.channel);
    await waitFor(() => statuses.includes('SUBSCRIBED'));

    await refreshed.realtime.setAuth(await userToken(id, 3600));
    await waitFor(() => statuses.includes('CLOSED'), 6000);
    expect(system).toContainEqual({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
      channel: room,
    });

    expect(kept.channel.state).toBe('joined');
    const sender = listen({ client: realtimeClient() }, room);
    await subscribed(sender.channel);
    await sender.channel.send({ type: 'broadcast', event: 'still-here', payload: {} });
    await waitFor(() => kept.received.length === 1);
  });

  it('setAuth() to a token whose user may not read the private channel closes it', async () => {
    const room = uniqueName('revoke');
    const alice = await member(room);
    const system: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    const channel = alice.client
      .channel(room, { config: { private: true } })
      .on('system', {}, (payload) => system.push(payload));
    channel.subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'));

    await alice.client.realtime.setAuth(await userToken(randomUUID()));
    await waitFor(() => statuses.includes('CLOSED'));
    expect(system).toContainEqual({
      extension: 'system',
      status: 'error',
      message: `You no longer have permission to read from this Channel topic: ${room}`,
      channel: room,
    });
  });
});

describe('the socket', () => {
  const socketUrl = (query: string) =>
    `${stackEnv.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`;

  function open(url: string) {
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    return new Promise<{ ws: WebSocket; frames: unknown[] }>((resolve, reject) => {
      ws.on('open', () => resolve({ ws, frames }));
      ws.on('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      ws.on('error', reject);
    });
  }

  it('the gateway refuses an upgrade without a valid apikey', async () => {
    await expect(open(socketUrl('vsn=1.0.0'))).rejects.toThrow('HTTP 401');
    await expect(open(socketUrl('apikey=nope&vsn=1.0.0'))).rejects.toThrow('HTTP 401');
  });

  it('answers heartbeats and refuses a join without a topic name (vsn 1.0.0 frames)', async () => {
    const { ws, frames } = await open(socketUrl(`apikey=${stackEnv.anonKey}&vsn=1.0.0`));
    ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7' }));
    ws.send(
      JSON.stringify({
        topic: 'realtime:',
        event: 'phx_join',
        payload: {},
        ref: '8',
        join_ref: '8',
      }),
    );
    await waitFor(() => frames.length === 2);
    expect(frames).toEqual([
      {
        topic: 'phoenix',
        event: 'phx_reply',
        payload: { status: 'ok', response: {} },
        ref: '7',
        join_ref: null,
      },
      {
        topic: 'realtime:',
        event: 'phx_reply',
        payload: {
          status: 'error',
          response: { reason: 'TopicNameRequired: You must provide a topic name' },
        },
        ref: '8',
        join_ref: '8',
      },
    ]);
    ws.close();
  });

  it('supabase-js sees its heartbeats answered', async () => {
    const statuses: string[] = [];
    const client = realtimeClient(undefined, {
      heartbeatIntervalMs: 200,
      heartbeatCallback: (status) => statuses.push(status),
    });
    await subscribed(client.channel(uniqueName('hb')));
    await waitFor(() => statuses.filter((status) => status === 'ok').length >= 2, 4000);
    expect(statuses).not.toContain('timeout');
  });
});
