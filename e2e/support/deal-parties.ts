// The people of a deal for the deal e2e specs (deals, deals-rest, conversation, data room, offers,
// buyer profiles): verified accounts made through the API, a buyer with the billing details an
// unlock needs, each signed in in a browser context of their own (a session from Auth's API, no
// login page); listings and deals at a stage through the API as the party (RLS and RPCs as in the
// app). The UI steps themselves (NDA, access request, the owner's decision) are tested in
// deals.spec.ts.
import type { Browser, Locator, Page } from '@playwright/test';
import type { Database } from '../../src/lib/database.types';
import {
  serviceClient as service,
  signUp,
  uniqueEmail,
  type FreshUser,
} from '../../tests/support/accounts';
import type { Language } from './accounts';
import { sessionPage } from './session';

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

/**
 * A new browser context (its own session, from Auth's API) signed in as `email`, in `language`.
 * Nothing is loaded yet: the caller's first `goto` opens the app signed in.
 */
export function signedInPage(
  browser: Browser,
  language: Language,
  email: string,
  width = 1366,
): Promise<Page> {
  return sessionPage(browser, language, email, width);
}

type CreateListing = Database['public']['Functions']['create_listing']['Args'];

function ok<T extends { error: { message: string } | null }>(result: T, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result;
}

/** A listing for sale of `owner` through the `create_listing` RPC; returns its id. */
export async function listingOf(
  owner: FreshUser,
  fields: {
    title: string;
    teaser: string;
    description?: string;
    fullDetails?: string;
    industry?: CreateListing['p_industry'];
    revenue?: CreateListing['p_revenue'];
  },
): Promise<string> {
  const { data } = ok(
    await owner.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: fields.title,
      p_industry: fields.industry ?? 'Technology',
      p_revenue: fields.revenue ?? '2M-5M',
      p_employees: '11-50',
      p_location: 'Germany',
      p_description: fields.description ?? `${fields.title} – confidential description.`,
      p_anonymized_description: fields.teaser,
      ...(fields.fullDetails === undefined ? {} : { p_full_details: fields.fullDetails }),
    }),
    'create_listing',
  );
  return data as string;
}

/** The buyer signs the listing's NDA (through the API, as the buyer); returns their deal's id. */
export async function ndaSigned(buyer: FreshUser, listingId: string): Promise<string> {
  ok(
    await buyer.client
      .from('nda_signatures')
      .insert({ listing_id: listingId, signer_name: buyer.name }),
    'NDA',
  );
  const { data } = ok(
    await buyer.client.from('deals').select('id').eq('listing_id', listingId).single(),
    'deal of the NDA',
  );
  return data!.id;
}

/** NDA signed, access asked for by the buyer and granted by the seller; returns the deal's id. */
export async function accessGranted(
  buyer: FreshUser,
  seller: FreshUser,
  listingId: string,
): Promise<string> {
  const dealId = await ndaSigned(buyer, listingId);
  ok(
    await buyer.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_requested' }),
    'access request',
  );
  ok(
    await seller.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_granted' }),
    'grant',
  );
  return dealId;
}

/** `principal` invites `member` into the deal's team with `role`; the member accepts with the NDA. */
export async function joinedDealTeam(
  principal: FreshUser,
  member: FreshUser,
  dealId: string,
  role: 'view' | 'contribute' | 'lead',
): Promise<void> {
  const { data } = ok(
    await principal.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: member.email,
      p_role: role,
    }),
    'invitation',
  );
  ok(
    await member.client.rpc('accept_deal_invitation', {
      p_member_id: data!.id,
      p_signed_name: member.name,
      p_accept_nda: true,
    }),
    'acceptance',
  );
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

/**
 * Opens an owner's listing in the dashboard's table (issue 33: its buyers, data room, matching and
 * analytics are closed by default): the row of `title`, or the first row.
 */
export async function openOwnListing(page: Page, title?: string) {
  const rows = page.getByTestId('own-listings').getByRole('listitem');
  const row = title ? rows.filter({ hasText: title }) : rows.first();
  const toggle = row.locator('button[aria-expanded]').first();
  await toggle.waitFor({ timeout: 45_000 });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
