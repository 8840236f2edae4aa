// The applicant's website (issue 33): given at sign-up (metadata website) or on the profile page,
// normalised by the database (a missing scheme becomes https://, as the forms do) and checked by
// profiles_website_form whoever writes: a bad address is refused even when sent by hand, in the
// sign-up's metadata or in a direct profile update. Read by the user and admins as the rest of the
// profile, never by others.
import { describe, expect, it } from 'vitest';
import { withDb } from '../support/db';
import { stackEnv } from '../support/env';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { DEMO_PASSWORD, serviceClient, uniqueEmail } from '../support/accounts';
import { createUser, signIn } from './support/identities';

const service = serviceClient();

async function http(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${stackEnv.url}${path}`, {
    method,
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${token ?? stackEnv.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

function signUp(website: unknown) {
  const email = uniqueEmail('website');
  return http('POST', '/auth/v1/signup', {
    body: {
      email,
      password: DEMO_PASSWORD,
      data: {
        name: 'Website Applicant',
        role: 'company',
        phone_number: '+49 30 1',
        website,
        ...CONSENT_METADATA,
      },
    },
  }).then((answer) => ({ ...answer, email }));
}

async function storedWebsite(email: string): Promise<string | null | undefined> {
  const { rows } = await withDb((db) =>
    db.query<{ website: string | null }>('select website from public.profiles where email = $1', [
      email,
    ]),
  );
  return rows[0] === undefined ? undefined : rows[0].website;
}

describe('the website at sign-up', () => {
  it('a bad address in the metadata refuses the sign-up and makes no account', async () => {
    for (const website of [
      'javascript:alert(1)',
      'ftp://acme.example',
      'https://localhost',
      'https://user@acme.example',
      'acme',
      'https://acme .example',
      `https://acme.example/${'a'.repeat(200)}`,
      { href: 'https://acme.example' },
    ]) {
      const answer = await signUp(website);
      expect(answer.status, JSON.stringify(website)).toBeGreaterThanOrEqual(400);
      expect(await storedWebsite(answer.email), JSON.stringify(website)).toBeUndefined();
      const users = await withDb((db) =>
        db.query('select id from auth.users where email = $1', [answer.email]),
      );
      expect(users.rows).toEqual([]);
    }
  });

  it('a good address is stored, a missing scheme becomes https://, none or blank is null', async () => {
    for (const [website, stored] of [
      ['https://www.acme-gmbh.example/about?x=1', 'https://www.acme-gmbh.example/about?x=1'],
      ['  www.müller-maschinenbau.example  ', 'https://www.müller-maschinenbau.example'],
      ['http://acme.example:8080', 'http://acme.example:8080'],
      ['   ', null],
      [undefined, null],
    ] as const) {
      const answer = await signUp(website);
      expect(answer.status, String(website)).toBe(200);
      expect(await storedWebsite(answer.email), String(website)).toBe(stored);
    }
  });
});

describe('the website on the profile', () => {
  it('the user changes it through the API, normalised; a bad one is refused and the old one kept', async () => {
    const user = await createUser('website-owner', { role: 'company', status: 'verified' });
    const good = await http('PATCH', `/rest/v1/profiles?id=eq.${user.id}`, {
      token: user.token!,
      body: { website: 'acme-holding.example/team' },
    });
    expect(good.status).toBe(200);
    expect(good.body).toEqual([
      expect.objectContaining({ website: 'https://acme-holding.example/team' }),
    ]);

    for (const website of [
      'javascript:alert(1)',
      'https://acme',
      'mailto:a@acme.example',
      'x'.repeat(201),
    ]) {
      const bad = await http('PATCH', `/rest/v1/profiles?id=eq.${user.id}`, {
        token: user.token!,
        body: { website },
      });
      expect(bad.status, website).toBe(400);
      expect(bad.body?.code, website).toBe('23514');
    }
    // The service role is held to the same rule.
    const byService = await service
      .from('profiles')
      .update({ website: 'not a website' })
      .eq('id', user.id!);
    expect(byService.error?.code).toBe('23514');
    const row = await service.from('profiles').select('website').eq('id', user.id!).single();
    expect(row.data).toEqual({ website: 'https://acme-holding.example/team' });

    // Cleared with an empty value.
    const cleared = await http('PATCH', `/rest/v1/profiles?id=eq.${user.id}`, {
      token: user.token!,
      body: { website: ' ' },
    });
    expect(cleared.body).toEqual([expect.objectContaining({ website: null })]);
  });

  it('is read by the user and admins (the applicant details), not by other users', async () => {
    const answer = await signUp('applicant-site.example');
    expect(answer.status).toBe(200);
    const id =
      (answer.body as { id?: string; user?: { id: string } }).user?.id ??
      (answer.body as { id: string }).id;
    const admin = await signIn('admin@dealbridge.test');
    const details = await http('POST', '/rest/v1/rpc/admin_applicant', {
      token: admin.token!,
      body: { p_user_id: id },
    });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      website: 'https://applicant-site.example',
      registration: { website: 'applicant-site.example' },
    });

    const other = await createUser('website-other', { role: 'investor', status: 'verified' });
    const peek = await http('GET', `/rest/v1/profiles?id=eq.${id}&select=website`, {
      token: other.token!,
    });
    expect(peek.body).toEqual([]);
    const notAdmin = await http('POST', '/rest/v1/rpc/admin_applicant', {
      token: other.token!,
      body: { p_user_id: id },
    });
    expect(notAdmin.status).toBe(403);
  });
});
