import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { verifyLink, waitForMail } from '../../tests/support/mail';
import { DEMO_ADMIN_TOTP_SECRET, totpCode } from '../../tests/support/totp';

import { DEMO_PASSWORD, SEEDED, uniqueEmail as uniqueEmailOf } from '../../tests/support/accounts';

export { DEMO_PASSWORD };
export const ADMIN_EMAIL = SEEDED.admin.email;
export const SCOUT_EMAIL = SEEDED.scout.email;

export type Language = 'en' | 'de';
type Json = { [key: string]: string | Json };

const localesDir = join(import.meta.dirname, '..', '..', 'src', 'locales');

function loadNamespace(language: Language, namespace: string): Json {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Json;
}

/** `text('auth', 'errors.loginFailed')`: the UI string of a key, as the app shows it. */
export function texts(language: Language) {
  const cache = new Map<string, Json>();
  return (namespace: string, key: string, values: Record<string, string> = {}): string => {
    if (!cache.has(namespace)) cache.set(namespace, loadNamespace(language, namespace));
    let node: string | Json | undefined = cache.get(namespace);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`No ${language} text for ${namespace}:${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** An email nobody used before, for accounts registered through the UI. */
export function uniqueEmail(label: string): string {
  return uniqueEmailOf(`e2e-${label}`, 'example.com');
}

/** Before the app starts: cookie choice stored (no banner) and the language chosen. */
export async function prepare(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lng) => {
    if (localStorage.getItem('cookie-consent') === null)
      localStorage.setItem('cookie-consent', 'true');
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('preferred-language', lng);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

export type Registration = {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  role: 'scout' | 'investor' | 'company';
  /** Optional: the company website field. */
  website?: string;
};

export async function fillRegistration(page: Page, language: Language, user: Registration) {
  const t = texts(language);
  await page
    .getByRole('radio', { name: new RegExp(`^${t('auth', `register.roles.${user.role}`)}`) })
    .check();
  await page
    .getByRole('textbox', { name: t('auth', 'register.name'), exact: true })
    .fill(user.name);
  await page
    .getByRole('textbox', { name: t('auth', 'register.email'), exact: true })
    .fill(user.email);
  await page
    .getByRole('textbox', { name: t('auth', 'register.phoneNumber'), exact: true })
    .fill(user.phoneNumber);
  if (user.website !== undefined)
    await page
      .getByRole('textbox', { name: t('auth', 'register.website'), exact: true })
      .fill(user.website);
  await page
    .getByRole('textbox', { name: t('auth', 'register.password'), exact: true })
    .fill(user.password);
  await consentCheckbox(page, language).check();
  await page.getByRole('button', { name: t('auth', 'register.submit'), exact: true }).click();
}

/** The registration's checkbox accepting the terms of use and the privacy policy. */
export function consentCheckbox(page: Page, language: Language) {
  const label = texts(language)('auth', 'register.consent').replace(/<\/?\w+>/g, '');
  return page.getByRole('checkbox', { name: label, exact: true });
}

/**
 * Registers through /register, which asks to confirm the address; follows the link of the
 * confirmation mail from the local inbox (its HTTP API) and waits for the pending page.
 */
export async function registerThroughUi(page: Page, language: Language, user: Registration) {
  await page.goto('/register');
  await fillRegistration(page, language, user);
  await expect(page).toHaveURL(/\/confirm-email\?/);
  await confirmThroughInbox(page, user.email);
}

/** Opens the confirmation link mailed to `email`; the app lands signed in on the pending page. */
export async function confirmThroughInbox(page: Page, email: string) {
  const mail = await waitForMail(email, (m) => m.html.includes('type=signup'));
  await page.goto(verifyLink(mail));
  // supabase-js takes the session from the fragment and leaves an empty one.
  await expect(page).toHaveURL(/\/verification-pending#?$/);
}

/** The admin console's second step: the seeded admin's current TOTP code (demo secret). */
export async function passAdminTotp(page: Page, language: Language) {
  const t = texts(language);
  const code = page.getByRole('textbox', { name: t('account', 'mfa.code') });
  await code.fill(totpCode(DEMO_ADMIN_TOTP_SECRET));
  await page.getByRole('button', { name: t('account', 'mfa.verify'), exact: true }).click();
  // The gate closes once the session is aal2 (and stored): only then may a test navigate on.
  await expect(code).toBeHidden({ timeout: 20_000 });
}

export async function signInThroughUi(
  page: Page,
  language: Language,
  email: string,
  password: string,
) {
  const t = texts(language);
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await page.getByRole('textbox', { name: t('auth', 'login.email'), exact: true }).fill(email);
  await page
    .getByRole('textbox', { name: t('auth', 'login.password'), exact: true })
    .fill(password);
  await page
    .locator('form')
    .getByRole('button', { name: t('auth', 'login.submit'), exact: true })
    .click();
}

/**
 * Signs in through /login and waits until the app has left the login page. Every spec signs in
 * through here or signInThroughUi, so an extra sign-in step (such as a one-time code for admins)
 * changes in one place.
 */
export async function signInAs(
  page: Page,
  language: Language,
  email: string,
  password: string = DEMO_PASSWORD,
) {
  await signInThroughUi(page, language, email, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}
