// The people of a deal for the deal e2e specs (deals, conversation, data room, offers, buyer
// profiles): verified accounts made through the API, a buyer with the billing details an unlock
// needs, each signed in in a browser context of their own.
import type { Browser, Locator, Page } from '@playwright/test';
import {
  serviceClient as service,
  signUp,
  uniqueEmail,
  type FreshUser,
} from '../../tests/support/accounts';
import { prepare, signInAs, type Language } from './accounts';

export type { FreshUser };

/**
 * A verified seller (`company`) or buyer (`investor`) named `name`, with a unique address under
 * `emailLabel`, and `language` as the language of their emails when given. A buyer gets billing
 * details (an unlock's invoice needs them).
 */
export async function verifiedParty(
  role: 'company' | 'investor',
  name: string,
  emailLabel: string,
  language?: Language,
): Promise<FreshUser> {
  const user = await signUp({
    email: uniqueEmail(emailLabel, 'example.com'),
    name,
    metadata: { name, role, phone_number: '+49 30 1234567', ...(language ? { language } : {}) },
    status: 'verified',
  });
  if (role === 'investor') {
    const billing = await service()
      .from('billing_info')
      .insert({
        user_id: user.id,
        company_name: `${name} Capital GmbH`,
        company_email: 'billing@capital.example',
        responsible_person: name,
        phone_number: '+49 30 1234567',
        uid_number: 'DE123456789',
        street_address: 'Friedrichstraße 10',
        city: 'Berlin',
        postal_code: '10117',
        country: 'Germany',
      });
    if (billing.error) throw new Error(billing.error.message);
  }
  return user;
}

/** A new browser context (its own session) signed in as `email`, in `language`. */
export async function signedInPage(
  browser: Browser,
  language: Language,
  email: string,
  width = 1366,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await prepare(page, language);
  await signInAs(page, language, email);
  return page;
}

/**
 * Screenshots of `part` at phone and desktop width into test-results/<folder>/
 * <name>-<language>-<width>.png; the page is left at desktop width.
 */
export async function shootAtBothWidths(
  page: Page,
  folder: string,
  name: string,
  language: Language,
  part: Locator,
) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `test-results/${folder}/${name}-${language}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The display name of a deal spec's seller or buyer: `Sina Seller <label>`, `Bea Buyer <label>`. */
export function partyName(role: 'company' | 'investor', label: string): string {
  return `${role === 'company' ? 'Sina Seller' : 'Bea Buyer'} ${label}`;
}
