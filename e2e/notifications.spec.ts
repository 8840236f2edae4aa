// Notifications (issue 18), in English and German: a buyer writes through the deal dialog; the
// seller's bell counts up without a reload, the notice leads to the page concerned, and the email
// is in the local inbox (its HTTP API) in the seller's language with a link to that page; turning
// the kind's email off stops the next one (the bell still counts). An account an admin approves
// gets its email.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signIn as signInApi, signUp, uniqueEmail as uniqueApiEmail, type FreshUser } from '../tests/support/accounts';
import { mailsTo, waitForMail, type Mail } from '../tests/support/mail';
import { prepare, registerThroughUi, signInAs, texts, uniqueEmail, ADMIN_EMAIL, type Language } from './support/accounts';

const expect = baseExpect.configure({ timeout: 25_000 });

/** The subjects the notifications-sender writes (supabase/functions/notifications-sender/emails.ts). */
const SUBJECTS = {
  en: {
    message: (from: string) => `DealBridge: New message from ${from}`,
    nda: (from: string) => `DealBridge: ${from} signed the NDA`,
    approved: 'DealBridge: Your DealBridge account is approved',
  },
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
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
  const href = hrefs.find((candidate) => path.test(new URL(candidate).pathname));
  if (!href) throw new Error(`no link to ${path} in "${mail.subject}"`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** Serious or critical WCAG 2.1 AA violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
}

async function bellCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('notification-count').getAttribute('data-count'));
}

async function freshUser(label: string, role: 'company' | 'investor', name: string, language: Language): Promise<FreshUser> {
  return signUp({
    email: uniqueApiEmail(`e2e-${label}`, 'example.com'),
    name,
    metadata: { name, role, phone_number: '+49 30 1234567', language },
    status: 'verified',
  });
}

for (const lang of ['en', 'de'] as const) {
  test.describe(`notifications (${lang})`, () => {
    test('a buyer writes: bell live, email in the seller language with a link to the page; email off stops it', async ({ browser }) => {
      test.setTimeout(150_000);
      const t = texts(lang);
      // Letters only: seven digits in a row would be masked as a phone number before access.
      const stamp = randomUUID().slice(0, 8).replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]);
      const seller = await freshUser('bell-seller', 'company', `Sara Seller ${stamp}`, lang);
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
      const sellerContext = await browser.newContext();
      const sellerPage = await sellerContext.newPage();
      await prepare(sellerPage, lang);
      await signInAs(sellerPage, lang, seller.email);
      await sellerPage.goto('/dashboard');
      const bell = sellerPage.getByTestId('notification-bell');
      await expect(bell).toBeVisible();
      await expect.poll(() => bellCount(sellerPage)).toBeGreaterThan(0); // account confirmed + approved
      const before = await bellCount(sellerPage);

      // The buyer writes through the deal dialog.
      const buyerContext = await browser.newContext();
      const buyerPage = await buyerContext.newPage();
      await prepare(buyerPage, lang);
      await signInAs(buyerPage, lang, buyer.email);
      await buyerPage.goto(`/discover?q=${keyword}`);
      const card = buyerPage.getByRole('article').filter({ hasText: keyword });
      await card.getByRole('button', { name: t('deals', 'actions.view') }).click();
      const deal = buyerPage.getByRole('dialog');
      await deal.getByLabel(t('deals', 'inquiry.label')).fill(`Hello from ${stamp}`);
      await deal.getByRole('button', { name: t('deals', 'inquiry.send') }).click();
      await expect(deal.getByText(t('deals', 'inquiry.sent'))).toBeVisible();

      // The seller's bell counts up without a reload.
      await expect.poll(() => bellCount(sellerPage), { timeout: 20_000 }).toBe(before + 1);
      await expect(bell).toHaveAttribute('aria-label', new RegExp(String(before + 1)));
      await bell.click();
      const title = t('notifications', 'kinds.deal.message.title', { from: buyer.name });
      const item = sellerPage.getByTestId('notification-list').getByRole('button', { name: new RegExp(title) });
      await expect(item).toBeVisible();
      expect(await seriousViolations(sellerPage)).toEqual([]);
      await item.click();
      // The notice opens the deal's page with its conversation.
      await expect(sellerPage).toHaveURL(DEAL_PAGE);
      await expect(sellerPage.getByText(`Hello from ${stamp}`)).toBeVisible();
      await expect.poll(() => bellCount(sellerPage)).toBe(before);

      // The email, in the seller's language, with the message and a link that opens the page.
      const mail = await waitForMail(seller.email, (m) => m.subject === SUBJECTS[lang].message(buyer.name), 30_000);
      expect(mail.text).toContain(`Hello from ${stamp}`);
      expect(mail.html).toContain(`lang="${lang}"`);
      const path = linkPath(mail, DEAL_PAGE);
      await sellerPage.goto(path);
      await expect(sellerPage.getByText(`Hello from ${stamp}`)).toBeVisible();
      // The footer leads to the preferences: there the seller turns this kind's email off.
      await sellerPage.goto(linkPath(mail, /^\/profile$/));
      const row = sellerPage.getByTestId('notification-preferences').locator('tr[data-kind="deal.message"]');
      const emailSwitch = row.getByRole('switch', {
        name: `${t('notifications', 'kinds.deal.message.preference')}: ${t('notifications', 'preferences.email')}`,
      });
      await expect(emailSwitch).toBeChecked();
      expect(await seriousViolations(sellerPage)).toEqual([]);
      await emailSwitch.click({ force: true });
      await expect(emailSwitch).not.toBeChecked();
      const saved = async () =>
        (await seller.client.from('notification_preferences').select('email').eq('kind', 'deal.message')).data?.[0]?.email;
      await expect.poll(saved).toBe(false);
      // Account emails cannot be turned off.
      const accountRow = sellerPage.getByTestId('notification-preferences').locator('tr[data-kind="account.verified"]');
      await expect(accountRow.getByRole('switch')).toHaveCount(0);
      await expect(accountRow).toContainText(t('notifications', 'preferences.alwaysOn'));

      // A second buyer writes (another deal, so no grouping delay) and then signs the NDA: the NDA
      // email arrives, the message email does not; the bell still counts the message.
      const buyer2 = await freshUser('bell-buyer2', 'investor', `Bea Buyer ${stamp}`, 'en');
      const beforeSecond = await bellCount(sellerPage);
      expect((await buyer2.client.from('inquiries').insert({ listing_id: listingId!, message: `Second ${stamp}` })).error).toBeNull();
      expect((await buyer2.client.from('nda_signatures').insert({ listing_id: listingId!, signer_name: buyer2.name })).error).toBeNull();
      await expect.poll(() => bellCount(sellerPage), { timeout: 20_000 }).toBe(beforeSecond + 2);
      await waitForMail(seller.email, (m) => m.subject === SUBJECTS[lang].nda(buyer2.name), 30_000);
      const messageMails = (await mailsTo(seller.email)).filter((m) => m.subject.startsWith(SUBJECTS[lang].message('')));
      expect(messageMails.map((m) => m.subject)).toEqual([SUBJECTS[lang].message(buyer.name)]);

      await sellerContext.close();
      await buyerContext.close();
    });

    test('an account the admin approves gets its email, in the language of its registration', async ({ page }) => {
      test.setTimeout(120_000);
      await prepare(page, lang);
      const email = uniqueEmail(`approved-${lang}`);
      await registerThroughUi(page, lang, {
        name: `Alma Approved ${lang}`,
        email,
        phoneNumber: '+49 30 7654321',
        password: 'Very-Unusual-Passw0rd!',
        role: 'investor',
      });
      const admin = await signInApi(ADMIN_EMAIL);
      const profile = await admin.client.from('profiles').select('id').eq('email', email).single();
      expect(profile.error).toBeNull();
      const approved = await admin.client.rpc('set_verification', { p_user_id: profile.data!.id, p_status: 'verified' });
      expect(approved.error).toBeNull();

      const mail = await waitForMail(email, (m) => m.subject === SUBJECTS[lang].approved, 30_000);
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.text).toContain(`Alma Approved ${lang}`);
      await page.goto(linkPath(mail, /^\/dashboard$/));
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
