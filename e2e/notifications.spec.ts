// Notifications (issue 18), on the English pages: a buyer writes through the deal dialog; the
// seller's bell counts up without a reload, the notice leads to the page concerned, and the email
// is in the local inbox (its HTTP API) in the seller's language (German) with a link to that page;
// turning the kind's email off stops the next one (the bell still counts). An account an admin
// approves gets its email in the language of its registration (German: registered on the German
// pages). The German pages are covered by the per-route sweep; the emails' English texts by
// tests/stack/notification-emails.test.ts. Sessions come from Auth's API where signing in is not
// the subject.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  signIn as signInApi,
  signUp,
  uniqueEmail as uniqueApiEmail,
  type FreshUser,
} from '../tests/support/accounts';
import { withDb } from '../tests/support/db';
import { mailsTo, waitForMail, type Mail } from '../tests/support/mail';
import {
  prepare,
  registerThroughUi,
  texts,
  uniqueEmail,
  ADMIN_EMAIL,
  type Language,
} from './support/accounts';
import { sessionPage } from './support/session';
import { uniqueStamp } from './support/stamp';

const expect = baseExpect.configure({ timeout: 25_000 });

/**
 * The German subjects the notifications-sender writes (supabase/functions/notifications-sender/
 * emails.ts); the English ones are checked in tests/stack/notification-emails.test.ts.
 */
const SUBJECTS = {
  de: {
    message: (from: string) => `DealBridge: Neue Nachricht von ${from}`,
    nda: (from: string) => `DealBridge: ${from} hat die NDA unterzeichnet`,
    approved: 'DealBridge: Ihr DealBridge-Konto ist freigegeben',
  },
} as const;

/** A deal's page, where deal notices lead. */
const DEAL_PAGE = /\/deals\/[0-9a-f-]{36}$/;

/** The app path of the mail's button (the stack's SITE_URL is the dev server; the test serves the build elsewhere). */
function linkPath(mail: Mail, path: RegExp): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1].replaceAll('&amp;', '&'),
  );
  const href = hrefs.find((candidate) => path.test(new URL(candidate).pathname));
  if (!href) throw new Error(`no link to ${path} in "${mail.subject}"`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** Serious or critical WCAG 2.1 AA violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target),
    }));
}

async function bellCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('notification-count').getAttribute('data-count'));
}

async function freshUser(
  label: string,
  role: 'company' | 'investor',
  name: string,
  language: Language,
): Promise<FreshUser> {
  return signUp({
    email: uniqueApiEmail(`e2e-${label}`, 'example.com'),
    name,
    metadata: { name, role, phone_number: '+49 30 1234567', language },
    status: 'verified',
  });
}

const lang = 'en' as const;
/** The language of the users whose emails are read. */
const mailLang = 'de' as const;

test.describe('notifications', () => {
  test('a buyer writes: bell live, email in the seller language with a link to the page; email off stops it', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = texts(lang);
    const stamp = uniqueStamp(8);
    const seller = await freshUser('bell-seller', 'company', `Sara Seller ${stamp}`, mailLang);
    const buyer = await freshUser('bell-buyer', 'investor', `Ben Buyer ${stamp}`, 'en');
    const keyword = `Bell${stamp}`;
    const { data: listingId, error } = await seller.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: `Glocke ${stamp} GmbH`,
      p_industry: 'Services',
      p_revenue: '1M-2M',
      p_employees: '11-50',
      p_location: 'Germany',
      p_description: 'Confidential',
      p_anonymized_description: `Service company ${keyword}`,
    });
    expect(error).toBeNull();

    // The seller watches the dashboard.
    const sellerPage = await sessionPage(browser, lang, seller.email);
    await sellerPage.goto('/dashboard');
    const bell = sellerPage.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect.poll(() => bellCount(sellerPage)).toBeGreaterThan(0); // account confirmed + approved
    const before = await bellCount(sellerPage);

    // The buyer writes through the deal dialog.
    const buyerPage = await sessionPage(browser, lang, buyer.email);
    await buyerPage.goto(`/discover?q=${keyword}`);
    const card = buyerPage.getByRole('article').filter({ hasText: keyword });
    await card.getByRole('button', { name: t('deals', 'actions.view') }).click();
    const deal = buyerPage.getByRole('dialog');
    // The data room answers last; it is the dialog's last part, so it moves no button when it
    // shows (it once stood above the form, and CI's click on "Send" landed beside the button).
    await expect(deal.getByText(t('dataroom', 'empty'))).toBeVisible();
    await deal.getByLabel(t('deals', 'inquiry.label')).fill(`Hello from ${stamp}`);
    await deal.getByRole('button', { name: t('deals', 'inquiry.send') }).click();
    await expect(deal.getByText(t('deals', 'inquiry.sent'))).toBeVisible();

    // The seller's bell counts up without a reload.
    await expect.poll(() => bellCount(sellerPage), { timeout: 20_000 }).toBe(before + 1);
    await expect(bell).toHaveAttribute('aria-label', new RegExp(String(before + 1)));
    await bell.click();
    const title = t('notifications', 'kinds.deal.message.title', { from: buyer.name });
    const item = sellerPage
      .getByTestId('notification-list')
      .getByRole('button', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    expect(await seriousViolations(sellerPage)).toEqual([]);
    await item.click();
    // The notice opens the deal's page with its conversation.
    await expect(sellerPage).toHaveURL(DEAL_PAGE);
    await expect(sellerPage.getByText(`Hello from ${stamp}`)).toBeVisible();
    await expect.poll(() => bellCount(sellerPage)).toBe(before);

    // The email, in the seller's language, with the message and a link that opens the page.
    const mail = await waitForMail(
      seller.email,
      (m) => m.subject === SUBJECTS[mailLang].message(buyer.name),
      30_000,
    );
    expect(mail.text).toContain(`Hello from ${stamp}`);
    expect(mail.html).toContain(`lang="${mailLang}"`);
    const path = linkPath(mail, DEAL_PAGE);
    await sellerPage.goto(path);
    await expect(sellerPage.getByText(`Hello from ${stamp}`)).toBeVisible();
    // The footer leads to the preferences: there the seller turns this kind's email off.
    await sellerPage.goto(linkPath(mail, /^\/profile$/));
    const row = sellerPage
      .getByTestId('notification-preferences')
      .locator('tr[data-kind="deal.message"]');
    const emailSwitch = row.getByRole('switch', {
      name: `${t('notifications', 'kinds.deal.message.preference')}: ${t('notifications', 'preferences.email')}`,
    });
    await expect(emailSwitch).toBeChecked();
    expect(await seriousViolations(sellerPage)).toEqual([]);
    await emailSwitch.click({ force: true });
    await expect(emailSwitch).not.toBeChecked();
    const saved = async () =>
      (
        await seller.client
          .from('notification_preferences')
          .select('email')
          .eq('kind', 'deal.message')
      ).data?.[0]?.email;
    await expect.poll(saved).toBe(false);
    // Account emails cannot be turned off.
    const accountRow = sellerPage
      .getByTestId('notification-preferences')
      .locator('tr[data-kind="account.verified"]');
    await expect(accountRow.getByRole('switch')).toHaveCount(0);
    await expect(accountRow).toContainText(t('notifications', 'preferences.alwaysOn'));

    // A second buyer writes (another deal, so no grouping delay) and then signs the NDA: the NDA
    // email arrives, the message email does not; the bell still counts the message.
    const buyer2 = await freshUser('bell-buyer2', 'investor', `Bea Buyer ${stamp}`, 'en');
    const beforeSecond = await bellCount(sellerPage);
    expect(
      (
        await buyer2.client
          .from('inquiries')
          .insert({ listing_id: listingId!, message: `Second ${stamp}` })
      ).error,
    ).toBeNull();
    expect(
      (
        await buyer2.client
          .from('nda_signatures')
          .insert({ listing_id: listingId!, signer_name: buyer2.name })
      ).error,
    ).toBeNull();
    await expect.poll(() => bellCount(sellerPage), { timeout: 20_000 }).toBe(beforeSecond + 2);
    await waitForMail(
      seller.email,
      (m) => m.subject === SUBJECTS[mailLang].nda(buyer2.name),
      30_000,
    );
    const messageMails = (await mailsTo(seller.email)).filter((m) =>
      m.subject.startsWith(SUBJECTS[mailLang].message('')),
    );
    expect(messageMails.map((m) => m.subject)).toEqual([SUBJECTS[mailLang].message(buyer.name)]);

    await sellerPage.context().close();
    await buyerPage.context().close();
  });

  test('an account the admin approves gets its email, in the language of its registration', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Registered on the German pages: the registration carries the language into the emails.
    await prepare(page, mailLang);
    const email = uniqueEmail(`approved-${mailLang}`);
    await registerThroughUi(page, mailLang, {
      name: `Alma Approved ${mailLang}`,
      email,
      phoneNumber: '+49 30 7654321',
      password: 'Very-Unusual-Passw0rd!',
      role: 'investor',
    });
    // The confirmation mail was already in that language.
    const confirmation = await waitForMail(email, (m) => m.html.includes('type=signup'));
    expect(confirmation.html).toContain('Willkommen bei DealBridge');
    const admin = await signInApi(ADMIN_EMAIL);
    const profile = await admin.client.from('profiles').select('id').eq('email', email).single();
    expect(profile.error).toBeNull();
    const approved = await admin.client.rpc('set_verification', {
      p_user_id: profile.data!.id,
      p_status: 'verified',
    });
    expect(approved.error).toBeNull();
    // The decision's email waits out its undo window (issue 32); the window ends now, as a clock
    // the test controls, instead of five minutes later.
    await withDb((db) =>
      db.query(
        `update private.email_outbox set due_at = now()
         where user_id = $1 and kind = 'account.verified' and status = 'pending'`,
        [profile.data!.id],
      ),
    );

    const mail = await waitForMail(email, (m) => m.subject === SUBJECTS[mailLang].approved, 30_000);
    expect(mail.html).toContain(`lang="${mailLang}"`);
    expect(mail.text).toContain(`Alma Approved ${mailLang}`);
    await page.goto(linkPath(mail, /^\/dashboard$/));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
