// The password-recovery mail follows the language of the account (issue 26: moved out of the
// German run of e2e/account-security.spec.ts, which now asks for a German account's mail on the
// English pages). Here, without a browser: an English account gets the English mail, a German one
// the German mail, and an unknown address none.
import { describe, expect, it } from 'vitest';
import { anonClient, signUp, uniqueEmail } from '../support/accounts';
import { mailsTo, waitForMail } from '../support/mail';

const SUBJECT = { en: 'DealBridge: Reset your password', de: 'DealBridge: Passwort zurücksetzen' };

describe('recovery mail', () => {
  for (const language of ['en', 'de'] as const) {
    it(`is in the account's language (${language})`, async () => {
      const name = `Rita Recovery ${language}`;
      const user = await signUp({
        email: uniqueEmail(`recovery-${language}`),
        name,
        metadata: { name, role: 'scout', phone_number: '+49 30 1234567', language },
        status: 'verified',
      });
      const { error } = await anonClient().auth.resetPasswordForEmail(user.email);
      expect(error).toBeNull();
      const mail = await waitForMail(user.email, (m) => m.html.includes('type=recovery'), 30_000);
      expect(mail.subject).toBe(SUBJECT[language]);
    });
  }

  it('goes to no one for an unknown address', async () => {
    const unknown = uniqueEmail('recovery-nobody');
    const { error } = await anonClient().auth.resetPasswordForEmail(unknown);
    expect(error).toBeNull();
    // The sentinel: a mail to a known account asked for afterwards has arrived, so the inbox has
    // had its chance to receive the unknown address's.
    const name = 'Sam Sentinel';
    const sentinel = await signUp({
      email: uniqueEmail('recovery-sentinel'),
      name,
      metadata: { name, role: 'scout', phone_number: '+49 30 1234567' },
      status: 'verified',
    });
    expect((await anonClient().auth.resetPasswordForEmail(sentinel.email)).error).toBeNull();
    await waitForMail(sentinel.email, (m) => m.html.includes('type=recovery'), 30_000);
    expect(await mailsTo(unknown)).toEqual([]);
  });
});
