// The operator console's verification (issue 33), as an admin would do it: the seeded admin finds
// an applicant by searching, verifies them from the details (company, sign-up, email confirmed),
// writes an internal note, proposes to reject another applicant with a reason code and a note; a
// second admin (there are two, so four eyes apply) confirms the rejection from the details; the
// first admin reads this week's time to verification in the key figures as admin_kpis() answered.
// The applicant to verify registers through the form with a company website (a bad address is
// refused by the form first); the admin reads it in the details as a link that opens apart.
// In German on a 390 px phone and in English on a desktop; screenshots under /work/shots/h33a/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { formatNumber } from '../src/lib/format';
import type { AdminKpis } from '../src/features/admin/api/get-admin-kpis';
import {
  serviceClient as service,
  signUp as signUpWith,
  uniqueEmail,
  type FreshUser,
} from '../tests/support/accounts';
import {
  ADMIN_EMAIL,
  confirmThroughInbox,
  DEMO_PASSWORD,
  fillRegistration,
  prepare,
  texts,
  type Language,
} from './support/accounts';
import { sessionPage, sessionStorageKey } from './support/session';

const SHOTS = '/work/shots/h33a';

async function applicant(label: string, company?: string): Promise<FreshUser> {
  const email = uniqueEmail(`e2e-console-${label}`, 'example.com');
  const name = `Console ${label} ${email.slice(-20, -14)}`;
  const user = await signUpWith({
    email,
    name,
    metadata: { name, role: 'investor', phone_number: '+49 30 7654321' },
  });
  if (company) {
    const billing = await service()
      .from('billing_info')
      .insert({ user_id: user.id, company_name: company, responsible_person: name });
    if (billing.error) throw new Error(billing.error.message);
  }
  return user;
}

/** A browser page signed in with a session an API sign-in produced (a second admin at aal2). */
async function pageWithSession(
  browser: Browser,
  language: Language,
  user: FreshUser,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await prepare(page, language);
  const { session } = (await user.client.auth.getSession()).data;
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-session-set', '1');
    },
    [sessionStorageKey(), JSON.stringify(session)] as const,
  );
  return page;
}

/**
 * An investor registered through the form (in `language`, `width` px) with a company website,
 * first refused for a bad address; confirmed by the mailed link; with a company in billing.
 */
async function registeredApplicant(
  browser: Browser,
  language: Language,
  width: number,
  company: string,
): Promise<{ id: string; email: string; name: string }> {
  const t = texts(language);
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await prepare(page, language);
  const email = uniqueEmail('e2e-console-site', 'example.com');
  const name = `Console site ${email.slice(-20, -14)}`;
  const user = {
    name,
    email,
    phoneNumber: '+49 30 7654321',
    password: DEMO_PASSWORD,
    role: 'investor' as const,
  };
  await page.goto('/register');
  await fillRegistration(page, language, { ...user, website: 'konsole capital' });
  await expect(page.getByText(t('auth', 'validation.websiteInvalid'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-website-${language}-${width}.png` });
  await page
    .getByRole('textbox', { name: t('auth', 'register.website'), exact: true })
    .fill('www.konsole-capital.example');
  await page.getByRole('button', { name: t('auth', 'register.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/confirm-email\?/);
  await confirmThroughInbox(page, email);
  await context.close();
  const { data } = await service()
    .from('profiles')
    .select('id, website')
    .eq('email', email)
    .single();
  expect(data?.website).toBe('https://www.konsole-capital.example');
  const billing = await service()
    .from('billing_info')
    .insert({ user_id: data!.id, company_name: company, responsible_person: name });
  if (billing.error) throw new Error(billing.error.message);
  return { id: data!.id, email, name };
}

/** Searches the users list and opens the details of `user`. */
async function openDetails(
  page: Page,
  language: Language,
  user: Pick<FreshUser, 'id' | 'email' | 'name'>,
) {
  const t = texts(language);
  await page.getByRole('searchbox', { name: t('admin', 'users.search') }).fill(user.email);
  await expect(page.getByTestId(`user-row-${user.id}`)).toBeVisible();
  await page
    .getByRole('button', { name: t('admin', 'users.detailsLabel', { name: user.name }) })
    .click();
  const details = page.getByTestId('applicant-details');
  await expect(details).toBeVisible();
  return details;
}

/** The confirmation dialog (not the details drawer, also a dialog). */
const confirmDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('decision-confirm') });

for (const [language, width] of [
  ['de', 390],
  ['en', 1280],
] as const) {
  test(`an admin verifies from the details, rejects with four eyes and reads the verification time (${language}, ${width} px)`, async ({
    browser,
  }) => {
    // The registration through the form and its mail come first: more than two minutes on a loaded machine.
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const t = texts(language);
    const [toVerify, toReject, second] = await Promise.all([
      registeredApplicant(browser, language, width, 'Konsole Capital GmbH'),
      applicant('reject'),
      signUpWith({
        email: uniqueEmail('e2e-console-admin2', 'example.com'),
        name: 'Second Console Admin',
        metadata: { name: 'Second Console Admin', role: 'investor' },
        admin: true,
      }),
    ]);

    const page = await sessionPage(browser, language, ADMIN_EMAIL, width);
    await page.goto('/dashboard');
    await expect(page.getByTestId('admin-queues')).toBeVisible();
    await expect(page.getByTestId('queue-verifications')).toBeVisible();

    // Verify from the details: company, sign-up and the confirmed address are there.
    const details = await openDetails(page, language, toVerify);
    await expect(details.getByTestId('applicant-company')).toContainText('Konsole Capital GmbH');
    const website = details.getByTestId('applicant-website').getByRole('link');
    await expect(website).toHaveText('www.konsole-capital.example');
    await expect(website).toHaveAttribute('href', 'https://www.konsole-capital.example');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(details.getByTestId('applicant-email-confirmed')).not.toContainText(
      t('admin', 'applicant.notConfirmed'),
    );
    // Signed up from this machine: the address the gateway saw, a local one without a country.
    await expect(details.getByTestId('applicant-ip')).toContainText('127.0.0.1');
    await expect(details.getByTestId('applicant-ip-country')).toContainText(
      t('admin', 'applicant.unknown'),
    );
    await page.getByLabel(t('admin', 'applicant.noteLabel')).fill('Register extract checked.');
    await page.getByRole('button', { name: t('admin', 'applicant.addNote') }).click();
    await expect(details.getByTestId('applicant-note')).toContainText('Register extract checked.');
    await page.screenshot({ path: `${SHOTS}/details-${language}-${width}.png`, fullPage: true });
    await details.getByRole('button', { name: t('admin', 'users.verify'), exact: true }).click();
    await expect(confirmDialog(page)).toBeVisible();
    await confirmDialog(page).getByTestId('decision-confirm').click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect
      .poll(async () => {
        const { data } = await service()
          .from('profiles')
          .select('verification_status')
          .eq('id', toVerify.id)
          .single();
        return data?.verification_status;
      })
      .toBe('verified');
    await page.keyboard.press('Escape');

    // Reject another: a reason code and a note; with two admins it waits for the second.
    const rejectDetails = await openDetails(page, language, toReject);
    await rejectDetails
      .getByRole('button', { name: t('admin', 'users.reject'), exact: true })
      .click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(
      t('admin', 'users.rejectProposeConsequences.0', { name: toReject.name }),
    );
    await dialog.getByPlaceholder(t('common', 'decision.reasonPlaceholder')).click();
    await page
      .getByRole('option', { name: t('admin', 'users.reasons.not_eligible'), exact: true })
      .click();
    await dialog.locator('textarea').fill('No buying mandate yet.');
    await dialog.getByTestId('decision-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(rejectDetails.getByTestId('rejection-proposal')).toContainText(
      t('admin', 'applicant.proposalMine'),
    );
    expect(
      (
        await service()
          .from('profiles')
          .select('verification_status')
          .eq('id', toReject.id)
          .single()
      ).data?.verification_status,
    ).toBe('pending');
    await page.screenshot({ path: `${SHOTS}/proposed-${language}-${width}.png`, fullPage: true });

    // The second admin confirms it from the details.
    const other = await pageWithSession(browser, language, second, width);
    await other.goto('/dashboard');
    const otherDetails = await openDetails(other, language, toReject);
    const proposal = otherDetails.getByTestId('rejection-proposal');
    await expect(proposal).toContainText(t('admin', 'users.reasons.not_eligible'));
    await proposal.getByRole('button', { name: t('admin', 'applicant.confirmRejection') }).click();
    await expect(confirmDialog(other)).toBeVisible();
    await other.screenshot({ path: `${SHOTS}/confirm-${language}-${width}.png`, fullPage: true });
    await confirmDialog(other).getByTestId('decision-confirm').click();
    await expect(confirmDialog(other)).toHaveCount(0);
    await expect(otherDetails.getByTestId('rejection-proposal')).toHaveCount(0);
    const decided = await service()
      .from('account_decisions')
      .select('decided_by, reason_code, reason_note')
      .eq('user_id', toReject.id)
      .single();
    expect(decided.data).toEqual({
      decided_by: second.id,
      reason_code: 'not_eligible',
      reason_note: 'No buying mandate yet.',
    });

    // How long verification takes this week, as admin_kpis() answered the page.
    await page.keyboard.press('Escape');
    const answer = page.waitForResponse(
      (response: Response) =>
        response.url().includes('/rest/v1/rpc/admin_kpis') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('tab', { name: t('admin', 'tabs.kpis') }).click();
    const kpis = (await (await answer).json()) as AdminKpis;
    const thisWeek = kpis.weeks[kpis.weeks.length - 1];
    expect(thisWeek.verified).toBeGreaterThanOrEqual(1);
    expect(thisWeek.median_hours_to_verification).not.toBeNull();
    await expect(page.getByTestId('kpi-verification-time').locator('[data-kpi-value]')).toHaveText(
      `${formatNumber(thisWeek.median_hours_to_verification!, language)} h`,
    );
    await expect(page.getByTestId('kpi-weeks')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/kpis-${language}-${width}.png`, fullPage: true });
    // Nothing wider than the page on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
