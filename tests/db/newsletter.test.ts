// Newsletter with double opt-in (issue 18): subscribing mails a confirmation link; only a confirmed
// address counts; the unsubscribe link works; one address gets at most 3 confirmation emails a
// day however often it is entered; nobody but admins reads the list, nobody reads the tokens.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, uniqueEmail } from '../support/accounts';
import { stackEnv } from '../support/env';
import { waitForMail } from '../support/mail';
import { signIn } from './support/identities';

const db = new pg.Client({ connectionString: stackEnv.dbUrl });
const anon = anonClient();

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

function tokenFrom(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([0-9a-f]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link`);
  return match[1];
}

async function subscription(email: string) {
  const { data } = await serviceClient()
    .from('newsletter_subscriptions')
    .select('email, confirmed_at, language')
    .eq('email', email)
    .maybeSingle();
  return data;
}

describe('double opt-in', () => {
  it('subscribing mails a confirmation in the chosen language; the link confirms; the unsubscribe link ends it', async () => {
    const email = uniqueEmail('news');
    expect((await anon.rpc('subscribe_newsletter', { p_email: `  ${email.toUpperCase()} `, p_language: 'de' })).error).toBeNull();
    expect(await subscription(email)).toMatchObject({ confirmed_at: null, language: 'de' });

    // The stack's scheduler runs the sender.
    const mail = await waitForMail(email, (m) => m.subject.includes('Newsletter'), 20_000);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement');
    const confirmToken = tokenFrom(mail.text, '/newsletter/confirm');
    const unsubscribeToken = tokenFrom(mail.text, '/newsletter/unsubscribe');
    expect(mail.html).toContain('/newsletter/unsubscribe?token=');

    expect((await anon.rpc('confirm_newsletter', { p_token: 'f'.repeat(64) })).data).toBe(false);
    expect((await anon.rpc('confirm_newsletter', { p_token: confirmToken })).data).toBe(true);
    expect((await subscription(email))?.confirmed_at).not.toBeNull();

    // Subscribing a confirmed address again sends nothing.
    const before = Number((await db.query("select count(*) from private.email_outbox where recipient = $1", [email])).rows[0].count);
    expect((await anon.rpc('subscribe_newsletter', { p_email: email })).error).toBeNull();
    const after = Number((await db.query("select count(*) from private.email_outbox where recipient = $1", [email])).rows[0].count);
    expect(after).toBe(before);

    expect((await anon.rpc('unsubscribe_newsletter', { p_token: unsubscribeToken })).data).toBe(true);
    expect(await subscription(email)).toBeNull();
    expect((await anon.rpc('unsubscribe_newsletter', { p_token: unsubscribeToken })).data).toBe(false);
  });

  it('one address gets at most 3 confirmation emails a day, however often it is entered', async () => {
    const email = uniqueEmail('news-flood');
    for (let i = 0; i < 6; i++) {
      const { error } = await anon.rpc('subscribe_newsletter', { p_email: email });
      expect(error).toBeNull();
    }
    const { rows } = await db.query(
      "select count(*)::int as n from private.email_outbox where recipient = $1 and kind = 'newsletter.confirm'",
      [email],
    );
    expect(rows[0].n).toBe(3);
  });

  it('only confirmed addresses count as subscribed; the list is for admins, the tokens for nobody', async () => {
    const pending = uniqueEmail('news-pending');
    await anon.rpc('subscribe_newsletter', { p_email: pending });
    const admin = await signIn('admin@dealbridge.test');
    const { data } = await admin.client.from('newsletter_subscriptions').select('email, confirmed_at').eq('email', pending);
    expect(data).toEqual([{ email: pending, confirmed_at: null }]);
    expect((await anon.from('newsletter_subscriptions').select('email')).error?.code).toBe('42501');
    const investor = await signIn('investor@dealbridge.test');
    expect((await investor.client.from('newsletter_subscriptions').select('email')).data).toEqual([]);
    // A user may not confirm an address by setting the column.
    const forged = await investor.client.from('newsletter_subscriptions').update({ confirmed_at: new Date().toISOString() } as never).eq('email', pending);
    expect(forged.error?.code).toBe('42501');
    expect((await anon.rpc('subscribe_newsletter', { p_email: 'not-an-address' })).error?.message).toBe('Invalid email address');
  });
});
