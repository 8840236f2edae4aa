// The admin console end to end: the seeded admin (a session from Auth's API, at aal2; the login
// page and its second factor are accounts.spec's subject) opens /dashboard, filters users by pending
// and verifies one registered by this test, approves an unlock request, and closes a deal with its
// success fee. In English; the German console is covered by the per-route sweep.
import { expect, test, type Page } from '@playwright/test';
import {
  serviceClient as service,
  signUp as signUpWith,
  stackUnderTest,
  uniqueEmail,
  type FreshUser as Fresh,
} from '../tests/support/accounts';
import { ADMIN_EMAIL, prepare, texts } from './support/accounts';
import { confirmDecision } from './support/decisions';
import { useSession } from './support/session';
import { uniqueStamp } from './support/stamp';

/** A new account through supabase-js sign-up (pending, like every new account). */
async function signUp(role: 'scout' | 'investor', label: string, verified = false): Promise<Fresh> {
  const email = uniqueEmail(`e2e-admin-${label}`, 'example.com');
  const name = `E2E ${label} ${email.slice(-20, -12)}`;
  return signUpWith({
    email,
    name,
    metadata: { name, role, phone_number: '+49 30 1234567' },
    status: verified ? 'verified' : 'pending',
  });
}

async function createListing(owner: Fresh, title: string): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    p_type: 'sell',
    p_title: title,
    p_industry: 'Manufacturing',
    p_revenue: '2M-5M',
    p_employees: '11-50',
    p_location: 'Austria',
    p_description: 'Metal works with a loyal customer base (e2e).',
    p_anonymized_description: 'Metal works in Austria (e2e).',
  });
  if (error || !data) throw new Error(`create_listing: ${error?.message}`);
  return data;
}

/** Everything the admin will act on: a pending user, a pending unlock request, an active listing. */
async function scenario() {
  const pendingUser = await signUp('investor', 'pending');
  const scout = await signUp('scout', 'scout', true);
  const unlockTitle = `Unlock ${uniqueStamp(8)}`;
  const unlockListing = await createListing(scout, unlockTitle);
  const dealTitle = `Deal ${uniqueStamp(8)}`;
  const dealListing = await createListing(scout, dealTitle);
  const investor = await signUp('investor', 'buyer', true);
  // Asking for access needs complete billing information (issue 16).
  const billing = await service().from('billing_info').insert({
    user_id: investor.id,
    company_name: 'E2E Capital GmbH',
    company_email: 'billing@e2e-capital.example',
    responsible_person: investor.name,
    phone_number: '+49 30 1234567',
    uid_number: 'DE123456789',
    street_address: 'Unter den Linden 1',
    city: 'Berlin',
    postal_code: '10117',
    country: 'Germany',
  });
  if (billing.error) throw new Error(billing.error.message);
  const nda = await investor.client
    .from('nda_signatures')
    .insert({ listing_id: unlockListing, user_id: investor.id, signer_name: investor.name });
  if (nda.error) throw new Error(nda.error.message);
  const request = await investor.client
    .from('unlock_requests')
    .insert({ listing_id: unlockListing, user_id: investor.id })
    .select('id')
    .single();
  if (request.error) throw new Error(request.error.message);
  const deal = await service()
    .from('deals')
    .select('id')
    .eq('listing_id', unlockListing)
    .eq('buyer_id', investor.id)
    .single();
  if (deal.error) throw new Error(deal.error.message);
  return {
    pendingUser,
    investor,
    unlockTitle,
    requestId: request.data.id,
    unlockDealId: deal.data.id,
    dealTitle,
    dealListing,
  };
}

async function chooseSegment(page: Page, groupLabel: string, option: string) {
  await page
    .getByRole('radiogroup', { name: groupLabel })
    .getByText(option, { exact: true })
    .click();
}

test('admin console: verify a pending user (confirm, undo), intervene on a deal with a reason, close a deal with its fee', async ({
  page,
}) => {
  // Many steps: more than the default minute on a slow machine.
  test.slow();
  // A run without the stack's keys must fail, not pass by skipping.
  stackUnderTest();
  const language = 'en' as const;
  const t = texts(language);
  const admin = (key: string, values?: Record<string, string>) => t('admin', key, values);
  const data = await scenario();

  await prepare(page, language);
  await useSession(page, ADMIN_EMAIL);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: admin('title') })).toBeVisible();
  const pendingTile = page.getByTestId('stat-pendingUsers');
  // The statistics come from the admin edge function, which can be slow to start.
  await expect(pendingTile).toContainText(/\d/, { timeout: 30_000 });

  // Users: filter by pending (in the database) and verify the user this test registered.
  await chooseSegment(page, admin('users.filterLabel'), admin('users.filter.pending'));
  const users = page.getByRole('table', { name: admin('users.tableLabel') });
  const row = users.getByRole('row').filter({ hasText: data.pendingUser.email });
  await expect(row).toBeVisible();
  await expect(
    users.getByRole('row').filter({ hasText: admin('verification.verified') }),
  ).toHaveCount(0);
  await row
    .getByRole('button', { name: admin('users.verifyLabel', { name: data.pendingUser.name }) })
    .click();
  // Verifying asks first and says who is told (issue 32); the email waits for the undo window.
  await confirmDecision(page, language, {
    says: [admin('users.verifyTitle', { name: data.pendingUser.name }), data.pendingUser.email],
  });
  await expect(
    page.getByText(admin('users.verified', { name: data.pendingUser.name })),
  ).toBeVisible();
  // Verified users leave the pending list.
  await expect(users.getByRole('row').filter({ hasText: data.pendingUser.email })).toHaveCount(0);
  await chooseSegment(page, admin('users.filterLabel'), admin('users.filter.verified'));
  await expect(users.getByRole('row').filter({ hasText: data.pendingUser.email })).toBeVisible();
  const { data: verified } = await service()
    .from('profiles')
    .select('verification_status')
    .eq('id', data.pendingUser.id)
    .single();
  expect(verified?.verification_status).toBe('verified');

  // The decision can be undone until its email goes out: Undo in the user's row.
  const verifiedRow = users.getByRole('row').filter({ hasText: data.pendingUser.email });
  await verifiedRow
    .getByRole('button', { name: admin('users.undoLabel', { name: data.pendingUser.name }) })
    .click();
  await expect(
    page.getByText(admin('users.undone', { name: data.pendingUser.name })),
  ).toBeVisible();
  const { data: undone } = await service()
    .from('profiles')
    .select('verification_status')
    .eq('id', data.pendingUser.id)
    .single();
  expect(undone?.verification_status).toBe('pending');

  // Access: no queue of unlock requests any more (issue 32); the owner decides on the deal, and an
  // admin intervenes on the deal's page only with a reason and words, recorded in the trail.
  await expect(page.getByRole('tab', { name: 'Unlock requests' })).toHaveCount(0);
  await page.goto(`/deals/${data.unlockDealId}`);
  await expect(page.getByTestId('who-decides')).toHaveText(t('deals', 'whoDecides'));
  await page.getByRole('button', { name: t('deals', 'next.grant', { price: '€500' }) }).click();
  await expect(page.getByTestId('admin-intervention')).toBeVisible();
  await confirmDecision(page, language, {
    says: [data.investor.name, '€500'],
    reason: t('deals', 'decision.reasons.owner_unreachable'),
    note: 'Owner on holiday, asked us by email',
  });
  await expect(page.getByText(t('deals', 'next.owner.access_granted'))).toBeVisible();
  const { data: decided } = await service()
    .from('unlock_requests')
    .select('status')
    .eq('id', data.requestId)
    .single();
  expect(decided?.status).toBe('approved');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: admin('title') })).toBeVisible();

  // Listings & deals: close the deal and record its success fee; a fee over 5,000 is refused.
  await page.getByRole('tab', { name: admin('tabs.listings'), exact: true }).click();
  const listings = page.getByRole('table', { name: admin('listings.tableLabel') });
  await listings
    .getByRole('button', { name: admin('listings.closeLabel', { listing: data.dealTitle }) })
    .click();
  const dialog = page.getByRole('dialog', { name: admin('closeDeal.title') });
  const fee = dialog.getByLabel(admin('closeDeal.fee'));
  await fee.fill('5001');
  await dialog.getByRole('button', { name: admin('closeDeal.submit') }).click();
  await expect(dialog.getByText(admin('closeDeal.errors.feeRange'))).toBeVisible();
  await fee.fill('4200');
  await dialog.getByRole('button', { name: admin('closeDeal.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/4[.,]200/).first()).toBeVisible();

  await chooseSegment(page, admin('listings.filterLabel'), admin('listings.filter.closed'));
  const closedRow = listings.getByRole('row').filter({ hasText: data.dealTitle });
  await expect(closedRow).toContainText(admin('listings.status.closed'));
  await expect(closedRow).toContainText(/4[.,]200/);
  // A closed deal's fee can be recorded again (corrected) from its row.
  await closedRow
    .getByRole('button', { name: admin('listings.editFeeLabel', { listing: data.dealTitle }) })
    .click();
  await expect(dialog.getByLabel(admin('closeDeal.fee'))).toHaveValue('4200');
  await dialog.getByLabel(admin('closeDeal.fee')).fill('4500');
  await dialog.getByRole('button', { name: admin('closeDeal.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(closedRow).toContainText(/4[.,]500/);
  const { data: closed } = await service()
    .from('listings')
    .select('status, success_fee_eur')
    .eq('id', data.dealListing)
    .single();
  expect(closed).toEqual({ status: 'closed', success_fee_eur: 4500 });

  // Inquiries and messages open, newest first.
  await page.getByRole('tab', { name: admin('tabs.inquiries'), exact: true }).click();
  await expect(page.getByRole('table', { name: admin('inquiries.tableLabel') })).toBeVisible();
  await page.getByRole('tab', { name: admin('tabs.messages'), exact: true }).click();
  await expect(page.getByRole('list', { name: admin('messages.listLabel') })).toBeVisible();

  // Audit trail: the database recorded each decision of this test; the filter finds them.
  const audit = (key: string, values?: Record<string, string>) => t('audit', key, values);
  await page.getByRole('tab', { name: admin('tabs.audit'), exact: true }).click();
  const trail = page.getByRole('list', { name: audit('tableLabel') });
  const expected = [
    ['verification_decided', data.pendingUser.email],
    ['nda_signed', data.unlockTitle],
    ['unlock_decided', data.unlockTitle],
    ['success_fee_recorded', data.dealTitle],
  ] as const;
  for (const [type, text] of expected) {
    await page.getByRole('combobox', { name: audit('filterType'), exact: true }).click();
    await page.getByRole('option', { name: audit(`type.${type}`), exact: true }).click();
    const entry = trail.getByRole('listitem').filter({ hasText: text });
    await expect(entry.first()).toContainText(audit(`type.${type}`));
    // Only events of the chosen type are listed.
    await expect(
      trail.getByRole('listitem').filter({ hasNotText: audit(`type.${type}`) }),
    ).toHaveCount(0);
  }
  await expect(
    trail.getByRole('listitem').filter({ hasText: data.dealTitle }).first(),
  ).toContainText(/4[.,]500/);
});
