import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Password of the seeded demo accounts (supabase/seed.sql). */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const ADMIN_EMAIL = 'admin@dealbridge.test';
export const SCOUT_EMAIL = 'scout@dealbridge.test';

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

let counter = 0;

/** An email nobody used before (per run, per worker, per call). */
export function uniqueEmail(label: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `e2e-${label}-${stamp}@example.com`;
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
  await page
    .getByRole('textbox', { name: t('auth', 'register.password'), exact: true })
    .fill(user.password);
  await page.getByRole('button', { name: t('auth', 'register.submit'), exact: true }).click();
}

/** Registers through /register and waits for the pending page. */
export async function registerThroughUi(page: Page, language: Language, user: Registration) {
  await page.goto('/register');
  await fillRegistration(page, language, user);
  await expect(page).toHaveURL(/\/verification-pending$/);
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
