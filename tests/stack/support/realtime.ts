// Helpers for the Realtime tests: supabase-js clients holding a given user's token, tokens signed
// as the auth service signs them, a superuser connection for fixtures, and waiting for events.
import { randomUUID } from 'node:crypto';
import {
  createClient,
  type RealtimeChannel,
  type SupabaseClient,
  type RealtimeClientOptions,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import { stackEnv } from '../../support/env';

const secret = new TextEncoder().encode(stackEnv.jwtSecret);

/** A token for `sub` as Supabase Auth issues it (role authenticated), valid for `seconds`. */
export async function userToken(sub: string, seconds = 3600, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(secret);
}

export type User = { id: string; token: string; client: SupabaseClient };

const clients: SupabaseClient[] = [];

/** A supabase-js client whose realtime connection uses `token` (anon when omitted). */
export function realtimeClient(token?: string, realtime: RealtimeClientOptions = {}) {
  const client = createClient(stackEnv.url, stackEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
  if (token) void client.realtime.setAuth(token);
  clients.push(client);
  return client;
}

export async function newUser(realtime: RealtimeClientOptions = {}): Promise<User> {
  const id = randomUUID();
  const token = await userToken(id);
  return { id, token, client: realtimeClient(token, realtime) };
}

export async function closeClients() {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
  await Promise.all(clients.map((client) => client.realtime.disconnect()));
}

/** Subscribes and resolves with the first terminal status (and error message, if any). */
export function subscribe(channel: RealtimeChannel, timeout = 10_000) {
  return new Promise<{ status: string; message?: string }>((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== 'SUBSCRIBED' && status !== 'CHANNEL_ERROR' && status !== 'TIMED_OUT') return;
      resolve({ status, message: error?.message });
    }, timeout);
  });
}

export async function subscribed(channel: RealtimeChannel) {
  const result = await subscribe(channel);
  if (result.status !== 'SUBSCRIBED')
    throw new Error(`channel ${channel.topic}: ${result.status} ${result.message ?? ''}`);
  return channel;
}

export async function waitFor<T>(probe: () => T | undefined | false, timeout = 5000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for an event');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A superuser connection (fixtures, realtime.send from SQL, commits and rollbacks). */
export async function database() {
  const client = new pg.Client({ connectionString: stackEnv.dbUrl });
  await client.connect();
  return client;
}

export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
