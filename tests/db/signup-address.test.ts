// "IP country where known" (issue 33) through hand-made requests: the gateway passes the
// connection's peer as the client address (a client's own X-Forwarded-For / X-Real-IP is dropped),
// Auth records it for the sign-up, the database keeps the first sign-up address per account
// (private.signup_addresses), only admins read it (admin_applicant()), and the admin edge function
// names its country where it is known.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { stackEnv } from '../support/env';
import { rest } from './support/deals';
import { createUser, signIn, type Identity } from './support/identities';

const db = new pg.Client({ connectionString: stackEnv.dbUrl });
let admin: Identity;
let outsider: Identity;

beforeAll(async () => {
  await db.connect();
  [admin, outsider] = await Promise.all([
    signIn('admin@dealbridge.test'),
    createUser('address-outsider', { role: 'investor', status: 'verified' }),
  ]);
});

afterAll(async () => {
  await db.end();
});

/** The admin function's ip-country action as `who`. */
async function ipCountry(who: Identity, userId: string) {
  const response = await fetch(`${stackEnv.url}/functions/v1/admin`, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${who.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ action: 'ip-country', user_id: userId }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A sign-up straight through the gateway with forged client-address headers. */
async function forgedSignUp(): Promise<string> {
  const email = `address-${randomUUID().slice(0, 8)}@example.test`;
  const response = await fetch(`${stackEnv.url}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      'Content-Type': 'application/json',
      'X-Forwarded-For': '6.6.6.6, 7.7.7.7',
      'X-Real-IP': '6.6.6.6',
      Forwarded: 'for=6.6.6.6',
    },
    body: JSON.stringify({
      email,
      password: 'Address-Passw0rd!',
      data: { ...CONSENT_METADATA, name: 'Address Test', role: 'investor' },
    }),
  });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return id;
}

describe('the sign-up address', () => {
  it("is the gateway's peer, not an address the client sent", async () => {
    const id = await forgedSignUp();
    const { rows } = await db.query(
      'select ip_address from private.signup_addresses where user_id = $1',
      [id],
    );
    expect(rows).toEqual([{ ip_address: '127.0.0.1' }]);
    const { status, body } = await rest(admin, 'POST', 'rpc/admin_applicant', { p_user_id: id });
    expect(status).toBe(200);
    expect(body.signup_ip).toBe('127.0.0.1');
    // A local address has no country.
    expect(await ipCountry(admin, id)).toEqual({
      status: 200,
      body: { ip: '127.0.0.1', country: null },
    });
  });

  it('is read by admins only', async () => {
    const id = await forgedSignUp();
    // The RPC refuses others (42501 → 403), also the account itself.
    const refused = await rest(outsider, 'POST', 'rpc/admin_applicant', { p_user_id: id });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('42501');
    // The table is in a schema the API does not expose.
    const table = await fetch(`${stackEnv.url}/rest/v1/signup_addresses?select=*`, {
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${outsider.token}`,
        'Accept-Profile': 'private',
      },
    });
    expect(table.status).toBe(406);
    expect(await table.text()).not.toContain('127.0.0.1');
    // The edge function asks the database as the caller: refused as well.
    expect(await ipCountry(outsider, id)).toEqual({
      status: 403,
      body: { error: 'Forbidden: admin role required' },
    });
    expect((await ipCountry(admin, randomUUID())).status).toBe(404);
  });

  it('names the country of a public address, and none of private or IPv6 ones', async () => {
    const id = await forgedSignUp();
    const cases: Array<[string, string | null]> = [
      ['8.8.8.8', 'US'],
      ['::ffff:8.8.8.8', 'US'],
      ['10.1.2.3', null],
      ['192.168.0.10', null],
      ['100.64.0.1', null],
      ['2001:db8::1', null],
    ];
    for (const [ip, country] of cases) {
      await db.query('update private.signup_addresses set ip_address = $2 where user_id = $1', [
        id,
        ip,
      ]);
      expect(await ipCountry(admin, id), ip).toEqual({ status: 200, body: { ip, country } });
    }
  });
});
