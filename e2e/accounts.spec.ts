import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  fillRegistration,
  prepare,
  registerThroughUi,
  SCOUT_EMAIL,
  signInThroughUi,
  texts,
  uniqueEmail,
  type Language,
  type Registration,
} from './support/accounts';

const PASSWORD = 'Str0ng-Passw0rd!';

function newUser(role: Registration['role'], label: string): Registration {
  const email = uniqueEmail(label);
  return {
    name: `E2E ${label} ${email.slice(4, 20)}`,
    email,
    phoneNumber: '+49 30 1234567',
    password: PASSWORD,
    role,
  };
}

/**
 * The admin signs in (and is promoted by the admin function), opens the admin dashboard and
 * verifies the user with its Verify button. Falls back to the set_verification RPC as the signed-in
 * admin only if the dashboard offers no Verify button for the user.
 */
async function verifyAsAdmin(browser: Browser, language: Language, user: Registration) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare(page, language);
  await signInThroughUi(page, language, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  const admin = texts(language);
  const verify = page.getByRole('button', {
    name: admin('admin', 'users.verifyLabel', { name: user.name }),
  });
  const offered = await verify
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (offered) {
    await verify.click();
    // Verified in the database: the row's Verify button is disabled from now on.
    await expect(verify).toBeDisabled();
  } else {
    test
      .info()
      .annotations.push({ type: 'note', description: 'verified through the set_verification RPC' });
    const session = await page.evaluate(() => {
      const key = Object.keys(localStorage).find(
        (k) => k.startsWith('sb-') && k.endsWith('-auth-token'),
      );
      return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }) : null;
    });
    expect(session).not.toBeNull();
    const url = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:55321';
    const headers = {
      apikey: process.env.VITE_SUPABASE_ANON_KEY ?? '',
      Authorization: `Bearer ${session!.access_token}`,
      'Content-Type': 'application/json',
    };
    const found = await fetch(
      `${url}/rest/v1/profiles?select=id&email=eq.${encodeURIComponent(user.email)}`,
      { headers },
    );
    const [profile] = (await found.json()) as Array<{ id: string }>;
    const rpc = await fetch(`${url}/rest/v1/rpc/set_verification`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ p_user_id: profile!.id, p_status: 'verified' }),
    });
    expect(rpc.status).toBe(200);
  }
  await context.close();
}

async function expectPending(page: Page) {
  await expect(page).toHaveURL(/\/verification-pending$/);
}

for (const language of ['en', 'de'] as const) {
  const t = texts(language);

  test.describe(`accounts journey (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await prepare(page, language);
    });

    test('register → pending → admin verifies → sign in → profile → billing → dashboard', async ({
      page,
      browser,
    }) => {
      test.slow();
      const user = newUser('scout', `journey-${language}`);

      await registerThroughUi(page, language, user);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth', 'pending.title'));
      await expect(page.getByTestId('pending-role')).toHaveText(t('common', 'roles.scout'));
      for (const step of ['review', 'email', 'access']) {
        await expect(page.getByText(t('auth', `pending.steps.${step}.title`))).toBeVisible();
      }

      // The support form stores a message for the admins.
      await page
        .getByRole('textbox', { name: t('auth', 'support.subject'), exact: true })
        .fill('Question about my account');
      await page
        .getByRole('textbox', { name: t('auth', 'support.message'), exact: true })
        .fill('When will my account be reviewed?');
      await page.getByRole('button', { name: t('auth', 'support.submit') }).click();
      await expect(page.getByTestId('support-sent')).toHaveText(t('auth', 'support.sent'));

      // Not verified yet: the protected pages send the user back.
      for (const path of ['/dashboard', '/profile', '/discover']) {
        await page.goto(path);
        await expectPending(page);
      }

      await page.getByRole('button', { name: t('auth', 'pending.signOut') }).click();
      await expect(page).toHaveURL(/\/$/);

      await verifyAsAdmin(browser, language, user);

      // Verified, profile incomplete → /profile.
      await signInThroughUi(page, language, user.email, user.password);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-banner')).toContainText(t('profile', 'banner.title'));
      await expect(page.getByTestId('scout-info')).toContainText(t('profile', 'scout.title'));

      // The banner stays away once dismissed (stored in the database).
      await page.getByRole('button', { name: t('profile', 'banner.dismiss') }).click();
      await expect(page.getByTestId('profile-banner')).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile', 'title'));
      await expect(page.getByTestId('profile-banner')).toBeHidden();

      // Edit saves name and phone.
      await page.getByRole('button', { name: t('profile', 'details.edit') }).click();
      const dialog = page.getByRole('dialog', { name: t('profile', 'edit.title') });
      await dialog.getByRole('textbox', { name: t('profile', 'edit.name'), exact: true }).fill('');
      await dialog.getByRole('button', { name: t('profile', 'edit.save') }).click();
      await expect(dialog.getByText(t('profile', 'validation.nameRequired'))).toBeVisible();
      await dialog
        .getByRole('textbox', { name: t('profile', 'edit.name'), exact: true })
        .fill(`${user.name} Renamed`);
      await dialog
        .getByRole('textbox', { name: t('profile', 'edit.phoneNumber'), exact: true })
        .fill('+43 1 7654321');
      await dialog.getByRole('button', { name: t('profile', 'edit.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t('profile', 'edit.saved'))).toBeVisible();
      await expect(page.getByText(`${user.name} Renamed`)).toBeVisible();
      await expect(page.getByText('+43 1 7654321')).toBeVisible();

      // Billing: all nine fields required, then saved; the profile becomes complete.
      await page.getByRole('tab', { name: t('profile', 'tabs.billing') }).click();
      await expect(
        page.getByRole('textbox', { name: t('profile', 'billing.companyName'), exact: true }),
      ).toBeVisible();
      await page.getByRole('button', { name: t('profile', 'billing.save') }).click();
      await expect(page.getByText(t('profile', 'validation.companyNameRequired'))).toBeVisible();
      await expect(page.getByText(t('profile', 'validation.countryRequired'))).toBeVisible();
      const billing: Array<[string, string]> = [
        ['companyName', 'Muster GmbH'],
        ['companyEmail', 'billing@muster.example'],
        ['responsiblePerson', 'Erika Muster'],
        ['phoneNumber', '+49 89 123456'],
        ['uidNumber', 'DE123456789'],
        ['streetAddress', 'Hauptstraße 1'],
        ['city', 'München'],
        ['postalCode', '80331'],
        ['country', 'Germany'],
      ];
      for (const [field, value] of billing) {
        await page
          .getByRole('textbox', { name: t('profile', `billing.${field}`), exact: true })
          .fill(value);
      }
      await page.getByRole('button', { name: t('profile', 'billing.save') }).click();
      await expect(page.getByTestId('billing-saved')).toHaveText(t('profile', 'billing.saved'));
      await page.getByRole('tab', { name: t('profile', 'tabs.profile') }).click();
      await expect(page.getByTestId('profile-complete')).toHaveText(
        t('profile', 'status.complete'),
      );

      // Complete profile: the next sign-in goes to the dashboard.
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('common', 'nav.logout') })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await signInThroughUi(page, language, user.email, user.password);
      await expect(page).toHaveURL(/\/dashboard/);
    });

    test('wrong password, duplicate email, weak password and empty fields show their messages', async ({
      page,
    }) => {
      await page.goto('/login');
      await page
        .locator('form')
        .getByRole('button', { name: t('auth', 'login.submit'), exact: true })
        .click();
      await expect(page.getByText(t('auth', 'validation.emailRequired'))).toBeVisible();
      await expect(page.getByText(t('auth', 'validation.passwordRequired'))).toBeVisible();

      await signInThroughUi(page, language, SCOUT_EMAIL, 'not-the-password');
      await expect(page.getByTestId('login-error')).toHaveText(
        t('auth', 'errors.invalidCredentials'),
      );
      await expect(page).toHaveURL(/\/login/);

      await page.goto('/register');
      await fillRegistration(page, language, { ...newUser('investor', 'weak'), password: 'short' });
      await expect(page.getByText(t('auth', 'validation.passwordTooShort'))).toBeVisible();
      await expect(page).toHaveURL(/\/register/);

      await page.goto('/register');
      await fillRegistration(page, language, { ...newUser('company', 'dup'), email: SCOUT_EMAIL });
      await expect(page.getByTestId('register-error')).toHaveText(t('auth', 'errors.emailTaken'));
      await expect(page).toHaveURL(/\/register/);
    });
  });
}

test.describe('accounts (en)', () => {
  const language = 'en' as const;
  const t = texts(language);

  test.beforeEach(async ({ page }) => {
    await prepare(page, language);
  });

  test('no role is chosen for the visitor; the chosen card shows it', async ({ page }) => {
    await page.goto('/register');
    const cards = ['scout', 'investor', 'company'].map((role) => page.getByTestId(`role-${role}`));
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    // Submitting without a role asks for one instead of registering a scout.
    await page.getByRole('button', { name: t('auth', 'register.submit'), exact: true }).click();
    await expect(page.getByText(t('auth', 'validation.roleRequired'))).toBeVisible();
    await expect(page).toHaveURL(/\/register/);

    const unselectedBorder = await cards[2]!.evaluate((el) => getComputedStyle(el).borderColor);
    await cards[2]!.click();
    await expect(page.getByRole('radio', { name: /^Seller/ })).toBeChecked();
    await expect(cards[2]!).toHaveAttribute('data-checked', 'true');
    const selectedBorder = await cards[2]!.evaluate((el) => getComputedStyle(el).borderColor);
    expect(selectedBorder).not.toBe(unselectedBorder);
    await expect(cards[0]!).not.toHaveAttribute('data-checked', 'true');
  });

  for (const [role, label] of [
    ['scout', 'Scout'],
    ['investor', 'Buyer'],
    ['company', 'Seller'],
  ] as const) {
    test(`registering as ${label} leads to the pending page; protected pages stay closed`, async ({
      page,
    }) => {
      const user = newUser(role, role);
      // The role chosen on the landing page is preselected.
      await page.goto(`/register?role=${role}`);
      await expect(page.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
      await fillRegistration(page, language, user);
      await expectPending(page);
      await expect(page.getByTestId('pending-role')).toHaveText(label);
      for (const path of ['/dashboard', '/profile', '/discover']) {
        await page.goto(path);
        await expectPending(page);
      }
      // Signed in but not verified: the top bar offers no Dashboard/Profile.
      await expect(
        page.getByRole('banner').getByRole('link', { name: t('common', 'nav.dashboard') }),
      ).toHaveCount(0);
    });
  }

  test('a deep link to a guarded page comes back after sign-in; reload keeps the session; logout', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
    await signInThroughUi(page, language, SCOUT_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile', 'title'));

    // The signed-in user and the chosen language share one local storage entry; the language is
    // also kept under 'preferred-language'.
    await page.getByTestId('language-en').click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('dealbridge-state') ?? '{}')))
      .toMatchObject({ language: 'en', user: { email: SCOUT_EMAIL, role: 'scout' } });
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');

    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('common', 'nav.dashboard') }),
    ).toBeVisible();

    // Verified users who open /login go on to their dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard/);

    await page
      .getByRole('banner')
      .getByRole('button', { name: t('common', 'nav.logout') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('common', 'nav.login') }),
    ).toBeVisible();
    const afterLogout = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('dealbridge-state') ?? '{}'),
    );
    expect(afterLogout.user ?? null).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  });

  test('the admin account is promoted at sign-in and reaches the admin dashboard', async ({
    page,
  }) => {
    const promote = page.waitForResponse((response) =>
      response.url().includes('/functions/v1/admin'),
    );
    await signInThroughUi(page, language, ADMIN_EMAIL, DEMO_PASSWORD);
    expect((await promote).status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(
      page.getByRole('tab', { name: texts(language)('admin', 'tabs.users') }),
    ).toBeVisible();
  });

  test('other users are not promoted (403 ignored) and sign in normally', async ({ page }) => {
    const promote = page.waitForResponse((response) =>
      response.url().includes('/functions/v1/admin'),
    );
    await signInThroughUi(page, language, SCOUT_EMAIL, DEMO_PASSWORD);
    expect((await promote).status()).toBe(403);
    await expect(page).toHaveURL(/\/(dashboard|profile)$/);
  });

  test('login, registration and pending pages have no serious accessibility violations', async ({
    page,
  }) => {
    async function seriousViolations() {
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
    await page.goto('/login');
    await page
      .locator('form')
      .getByRole('button', { name: t('auth', 'login.submit'), exact: true })
      .click();
    await expect(page.getByText(t('auth', 'validation.emailRequired'))).toBeVisible();
    // The field error is tied to its input.
    await expect(
      page.getByRole('textbox', { name: t('auth', 'login.email'), exact: true }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations()).toEqual([]);
    await page.goto('/register');
    await page.getByRole('button', { name: t('auth', 'register.submit'), exact: true }).click();
    await expect(page.getByText(t('auth', 'validation.nameRequired'))).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await registerThroughUi(page, language, newUser('investor', 'a11y'));
    expect(await seriousViolations()).toEqual([]);
  });
});
