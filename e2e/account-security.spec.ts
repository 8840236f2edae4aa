// Forgot password end to end, an email change that waits for the new address, and TOTP from the
// profile, in English; the mails are read from the local inbox through its HTTP API. The German
// pages are covered by the per-route sweep; what only a journey shows is that the recovery mail is
// in the language of the account (a German user asks on the English pages), and
// tests/e2e-moved/recovery-mail.test.ts checks the English mail of an English account.
import { createClient } from '@supabase/supabase-js';
import { expect, test } from '@playwright/test';
import { WebSocket } from 'ws';
import type { Database } from '../src/lib/database.types';
import { mailsTo, verifyLink, waitForMail } from '../tests/support/mail';
import { totpCode } from '../tests/support/totp';
import { prepare, signInThroughUi, texts, uniqueEmail, type Language } from './support/accounts';
import { useSession } from './support/session';

const apiUrl =
  process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:25321';
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
const service = createClient<Database>(apiUrl, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
});

const PASSWORD = 'Str0ng-Passw0rd!';

/** A confirmed, verified scout with complete billing, so sign-in lands on the dashboard. */
async function verifiedUser(label: string, language: Language) {
  const email = uniqueEmail(label);
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: {
      name: `E2E ${label}`,
      role: 'scout',
      phone_number: '+49 30 1234567',
      language,
    },
  });
  if (created.error) throw new Error(created.error.message);
  const id = created.data.user.id;
  const verified = await service
    .from('profiles')
    .update({ verification_status: 'verified', verified_at: new Date().toISOString() })
    .eq('id', id);
  if (verified.error) throw new Error(verified.error.message);
  return { id, email };
}

const language = 'en' as const;
const t = texts(language);

test.describe('account security', () => {
  test.beforeEach(async ({ page }) => {
    await prepare(page, language);
  });

  test('forgot password → email → new password → signed in; the old password no longer works', async ({
    page,
  }) => {
    // The account is German: the mail follows the account's language, not the page's.
    const user = await verifiedUser('forgot', 'de');
    await page.goto('/login');
    await page.getByRole('link', { name: t('auth', 'login.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the page renders, and the login form has an Email field too.
    await expect(page.getByRole('heading', { name: t('account', 'forgot.title') })).toBeVisible();
    await page.getByRole('textbox', { name: t('account', 'forgot.email') }).fill(user.email);
    await page.getByRole('button', { name: t('account', 'forgot.submit') }).click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(
      t('account', 'forgot.sent', { email: user.email }),
    );
    // An unknown address gets the very same answer, and no mail goes out.
    const unknown = uniqueEmail('nobody');
    await page.getByRole('textbox', { name: t('account', 'forgot.email') }).fill(unknown);
    await page.getByRole('button', { name: t('account', 'forgot.submit') }).click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(
      t('account', 'forgot.sent', { email: unknown }),
    );

    const mail = await waitForMail(user.email, (m) => m.html.includes('type=recovery'));
    expect(mail.subject).toBe('DealBridge: Passwort zurücksetzen');
    expect(await mailsTo(unknown)).toEqual([]);
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/reset-password/);
    await page
      .getByRole('textbox', { name: t('account', 'reset.password'), exact: true })
      .fill('Brand-N3w-Pass!');
    await page
      .getByRole('textbox', { name: t('account', 'reset.confirmPassword'), exact: true })
      .fill('Brand-N3w-Pass!');
    await page.getByRole('button', { name: t('account', 'reset.submit') }).click();
    await expect(page).toHaveURL(/\/(dashboard|profile)$/);

    // A used link does not work twice.
    await page.goto(verifyLink(mail));
    await expect(page.getByTestId('reset-invalid')).toHaveText(t('account', 'reset.invalidLink'));

    await page.goto('/profile');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('common', 'nav.logout') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await signInThroughUi(page, language, user.email, PASSWORD);
    await expect(page.getByTestId('login-error')).toHaveText(
      t('auth', 'errors.invalidCredentials'),
    );
    await signInThroughUi(page, language, user.email, 'Brand-N3w-Pass!');
    await expect(page).toHaveURL(/\/(dashboard|profile)$/);
  });

  test('an email change waits for the confirmation of both addresses; password change asks for the current one; TOTP on and off', async ({
    page,
  }) => {
    test.slow();
    const user = await verifiedUser('change', language);
    // Signing in is not the subject here: the session comes from Auth's API.
    await useSession(page, user.email, PASSWORD);
    await page.goto('/profile');
    await page.getByRole('tab', { name: t('profile', 'tabs.security'), exact: true }).click();

    // Email change: pending until both links are followed.
    const newEmail = uniqueEmail('moved');
    await page.getByRole('textbox', { name: t('account', 'security.newEmail') }).fill(newEmail);
    await page.getByRole('button', { name: t('account', 'security.saveEmail') }).click();
    await expect(page.getByTestId('email-pending')).toHaveText(
      t('account', 'security.emailPending', { email: newEmail }),
    );
    expect((await service.auth.admin.getUserById(user.id)).data.user?.email).toBe(user.email);
    const toNew = await waitForMail(newEmail, (m) => m.html.includes('type=email_change'));
    const toOld = await waitForMail(user.email, (m) => m.html.includes('type=email_change'));
    await page.goto(verifyLink(toNew));
    expect((await service.auth.admin.getUserById(user.id)).data.user?.email).toBe(user.email);
    await page.goto(verifyLink(toOld));
    await expect
      .poll(async () => (await service.auth.admin.getUserById(user.id)).data.user?.email)
      .toBe(newEmail);

    // Password change: a wrong current password is refused.
    await page.goto('/profile');
    await page.getByRole('tab', { name: t('profile', 'tabs.security'), exact: true }).click();
    const passwordForm = page.getByRole('form', { name: t('account', 'security.passwordTitle') });
    const current = passwordForm.getByRole('textbox', {
      name: t('account', 'security.currentPassword'),
      exact: true,
    });
    await current.fill('not-my-password');
    await passwordForm
      .getByRole('textbox', { name: t('account', 'security.newPassword'), exact: true })
      .fill('An0ther-Passw0rd!');
    await page.getByRole('button', { name: t('account', 'security.savePassword') }).click();
    await expect(passwordForm.getByRole('alert')).toHaveText(
      t('account', 'errors.wrongCurrentPassword'),
    );
    await current.fill(PASSWORD);
    await page.getByRole('button', { name: t('account', 'security.savePassword') }).click();
    await expect(page.getByText(t('account', 'security.passwordChanged'))).toBeVisible();

    // TOTP: turn on with the key shown, then off again.
    await expect(page.getByTestId('totp-state')).toHaveText(t('account', 'security.totpOff'));
    await page.getByRole('button', { name: t('account', 'security.enable') }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    await page.getByRole('textbox', { name: t('account', 'mfa.code') }).fill(totpCode(secret));
    await page.getByRole('button', { name: t('account', 'mfa.verify'), exact: true }).click();
    await expect(page.getByTestId('totp-state')).toHaveText(t('account', 'security.totpOn'));
    await page.getByRole('button', { name: t('account', 'security.disable') }).click();
    await expect(page.getByTestId('totp-state')).toHaveText(t('account', 'security.totpOff'));
  });
});
