// The per-route sweep: every page in both languages, at a phone (390×844) and a laptop (1366×900)
// size, as a visitor and as each role. In one visit per page and language, at each size: no
// sideways scrolling, no cut-off control text (badges included), no raw translation key, no raw
// database value ("access_granted", "Manufacturing", "2M-5M"), no English text or word left in the
// German UI, and no serious or critical axe violation. The admin console is checked tab by tab, and
// the deal page (stage badges, conversation) as the buyer, the owner and the admin. A deal team's
// invitee (an account the invitation made, under review) meets the invitation page (NDA in their
// own name, the terms, a password of their own), the page after joining, the deal and the page
// that waits for the verification. A screenshot of the first screen of each
// page, language and size goes to artifacts/layout/ (JPEG, cheap to encode). Signed-in roles get
// their session through Auth's API (the login page is tested by the account journeys); the sizes
// are changed by resizing the same page.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { articles } from '../src/features/blog/content/articles';
import { Constants } from '../src/lib/database.types';
import type { Session } from '@supabase/supabase-js';
import { anonClient, serviceClient, stackUnderTest } from '../tests/support/accounts';
import { prepare, type Language } from './support/accounts';
import { accessGranted, listingOf, partyName, verifiedParty } from './support/deal-parties';
import { seriousAxeViolations } from './support/public-site';
import { useGivenSession, useSession } from './support/session';
import { uniqueStamp } from './support/stamp';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES: Language[] = ['en', 'de'];
const screenshotDir = join(import.meta.dirname, '..', 'artifacts', 'layout');

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/blog',
  `/blog/${articles[0]!.id}`,
  '/blog/no-such-article',
  '/privacy',
  '/terms',
  '/compliance',
  '/impressum',
  '/security',
  '/500',
  '/no-such-page',
];
const MEMBER_ROUTES = ['/dashboard', '/discover', '/profile', '/security'];
const WAITING_ROUTES = ['/verification-pending', '/'];

/**
 * A page to visit: a path, or one found at run time (a seeded deal's page); `tabs`: every tab of
 * the page's tab list is opened and checked (the admin console's sections are tabs); `act`: what
 * the user does on the page before it is checked (the state after it is what is checked).
 */
type Route =
  | string
  | {
      label: string;
      path: () => Promise<string>;
      tabs?: boolean;
      act?: (page: Page, language: Language) => Promise<void>;
    };
const routeLabel = (route: Route) => (typeof route === 'string' ? route : route.label);

/** The seeded deal of investor@ on seller@'s listing 01 (NDA, access granted, messages). */
const SEEDED_DEAL: Route = {
  label: '/deals/<seeded deal>',
  path: async () => {
    const { data, error } = await serviceClient()
      .from('deals')
      .select('id')
      .eq('listing_id', 'b0000000-0000-4000-8000-000000000001')
      .eq('buyer_id', 'a0000000-0000-4000-8000-000000000003')
      .single();
    if (error || !data) throw new Error(`seeded deal not found: ${error?.message}`);
    return `/deals/${data.id}`;
  },
};
const ADMIN_CONSOLE: Route = {
  label: '/dashboard (every tab)',
  path: async () => '/dashboard',
  tabs: true,
};

type Account = {
  role: string;
  email?: string;
  routes: Route[];
  /** An account made for the test run (its session and pages), instead of `email` and `routes`. */
  fresh?: (language: Language) => Promise<{ session: Session; routes: Route[] }>;
};

/**
 * A deal team's invitee as the invitation makes them: a buyer with access invites an adviser by
 * email through the deal-team function (Auth's invite creates the account, unconfirmed, with the
 * address as its name, no password and no terms accepted); following the mailed link confirms the
 * address and signs in (here: a sign-in link of Auth's admin API, verified as the link's page
 * does). The invitee's pages: the invitation (NDA, terms, password), the page after
 * joining, the deal, and the page that waits for DealBridge's verification.
 */
async function invitee(language: Language): Promise<{ session: Session; routes: Route[] }> {
  const stamp = uniqueStamp(6);
  const [seller, buyer] = await Promise.all([
    verifiedParty('company', partyName('company', `inv-${stamp}`), `e2e-lay-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', `inv-${stamp}`), `e2e-lay-buyer-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title: `Kanzlei ${stamp} Steuerberatung GmbH`,
    teaser: `Tax advisory firm ${stamp}.`,
  });
  const dealId = await accessGranted(buyer, seller, listingId);
  const email = `e2e-lay-invitee-${stamp}-${uniqueStamp(8)}@example.com`;
  const { url, anonKey } = stackUnderTest();
  const response = await fetch(`${url}/functions/v1/deal-team`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${buyer.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ deal_id: dealId, email, role: 'contribute', language }),
  });
  const body = (await response.json()) as { member?: { id: string } };
  if (response.status !== 200 || !body.member)
    throw new Error(`invitation: ${response.status} ${JSON.stringify(body)}`);
  const link = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email });
  if (link.error) throw new Error(`invitee's sign-in link: ${link.error.message}`);
  const verified = await anonClient().auth.verifyOtp({
    type: 'magiclink',
    token_hash: link.data.properties.hashed_token,
  });
  if (verified.error || !verified.data.session)
    throw new Error(`invitee's sign-in: ${verified.error?.message}`);
  const memberId = body.member.id;
  const invitation = `/team-invite/${memberId}`;
  return {
    session: verified.data.session,
    routes: [
      { label: '/team-invite/<invitation>', path: async () => invitation },
      {
        label: '/team-invite/<invitation> joined',
        path: async () => invitation,
        act: async (page, lang) => {
          const form = page.getByTestId('team-invite-form');
          await form.getByTestId('team-invite-name').fill(`Tara Steuer ${lang}`);
          await form.getByTestId('team-invite-nda').check();
          await form.getByTestId('team-invite-terms').check();
          await form.getByTestId('team-invite-password').fill(`Tax-${stamp}-Secret-1`);
          await form.getByTestId('team-invite-confirm-password').fill(`Tax-${stamp}-Secret-1`);
          await form.getByTestId('team-invite-accept').click();
          await expect(page.getByTestId('team-invite-joined')).toBeVisible({ timeout: 30_000 });
        },
      },
      { label: '/deals/<invitee deal>', path: async () => `/deals/${dealId}` },
      '/verification-pending',
    ],
  };
}
// The visitor's pages in three parts, so that the two workers share them evenly.
const ACCOUNTS: Account[] = [
  { role: 'visitor', routes: PUBLIC_ROUTES.slice(0, 5) },
  { role: 'visitor', routes: PUBLIC_ROUTES.slice(5, 9) },
  { role: 'visitor', routes: PUBLIC_ROUTES.slice(9) },
  { role: 'scout', email: 'scout@dealbridge.test', routes: MEMBER_ROUTES },
  { role: 'investor', email: 'investor@dealbridge.test', routes: [...MEMBER_ROUTES, SEEDED_DEAL] },
  { role: 'company', email: 'seller@dealbridge.test', routes: [...MEMBER_ROUTES, SEEDED_DEAL] },
  {
    role: 'admin',
    email: 'admin@dealbridge.test',
    routes: [ADMIN_CONSOLE, ...MEMBER_ROUTES.slice(1)],
  },
  { role: 'admin', email: 'admin@dealbridge.test', routes: [SEEDED_DEAL] },
  { role: 'pending', email: 'pending@dealbridge.test', routes: WAITING_ROUTES },
  { role: 'rejected', email: 'rejected@dealbridge.test', routes: WAITING_ROUTES },
  { role: 'invitee', routes: [], fresh: invitee },
];

// ---- What the locale files tell us -------------------------------------------------------------
type Json = { [key: string]: string | Json };
const localesDir = join(import.meta.dirname, '..', 'src', 'locales');

function leaves(node: Json, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

function localeTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(join(localesDir, language)).filter((f) => f.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const json = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Json;
    for (const [key, value] of leaves(json)) texts.set(`${namespace}:${key}`, value);
  }
  return texts;
}

const english = localeTexts('en');
const german = localeTexts('de');
const germanValues = new Set(german.values());

/** Every key as a raw key would show: "ns:a.b", "a.b" (plural suffixes dropped too). */
const rawKeys = [
  ...new Set(
    [...english.keys()].flatMap((full) => {
      const [, key = ''] = full.split(':');
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return [full, key, base].filter((k) => k.includes('.'));
    }),
  ),
];

/**
 * English texts that must not appear in the German UI: English values whose German text
 * differs and that are not also German (brand names, "E-Commerce"). Interpolations match anything.
 */
const englishOnly = [...english.entries()]
  .filter(([key, value]) => german.get(key) !== value && !germanValues.has(value))
  .map(([, value]) => value.trim())
  .filter((value) => value.replace(/\{\{\w+\}\}/g, '').trim().length >= 4);

/**
 * Database values that must never show as they are stored: the snake_case values of every enum
 * (stages, statuses, bands, event types: in both languages), the revenue ranges ("2M-5M"), and in
 * German the industries and countries whose English name differs ("Manufacturing", "Germany").
 */
const enums = Constants.public.Enums as Record<string, readonly string[]>;
const rawValues = [
  ...new Set([
    ...Object.values(enums)
      .flat()
      .filter((value) => value.includes('_')),
    ...enums.revenue_range!,
    // The audit trail's event types (a text column with a check, not an enum).
    'document_opened',
    'details_read',
    'unlock_decided',
    'verification_decided',
  ]),
];
const englishValues = [...enums.industry!, ...enums.location!].filter(
  (value) =>
    german.get(`listings:enums.industry.${value}`) !== value &&
    german.get(`listings:enums.location.${value}`) !== value &&
    !germanValues.has(value),
);
/**
 * English words that have no business in German controls, badges, labels and headings (user
 * content, such as a listing's title, is not checked by words: it may be English).
 */
const FUNCTION_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'please',
  'from',
  'this',
  'that',
  'have',
  'been',
  'which',
  'of',
  'for',
];
const UI_WORDS = [
  'Loading',
  'Cancel',
  'Save',
  'Delete',
  'Submit',
  'Confidential',
  'Owner',
  'Buyer',
  'Seller',
  'Access',
  'granted',
  'revoked',
  'signed',
  'requested',
  'pending',
  'approved',
  'rejected',
];

// ---- The checks, run in the page ---------------------------------------------------------------
type Findings = {
  overflow: string[];
  cut: string[];
  rawKeys: string[];
  rawValues: string[];
  english: string[];
};

async function inspect(page: Page, language: Language): Promise<Findings> {
  return page.evaluate(
    ({ language, rawKeys, englishOnly, rawValues, englishValues, englishWords }) => {
      const describe = (element: Element) => {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        const id = element.getAttribute('data-testid') ?? element.className.toString().slice(0, 40);
        return `<${element.tagName.toLowerCase()} ${id}> "${text}"`;
      };
      const visible = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const all = [...document.body.querySelectorAll('*')].filter(visible);

      // Sideways scrolling, and the elements that reach past the right edge.
      const width = document.documentElement.clientWidth;
      const overflow: string[] = [];
      if (document.documentElement.scrollWidth > width + 1) {
        overflow.push(`page is ${document.documentElement.scrollWidth}px wide in ${width}px`);
        for (const element of all) {
          const rect = element.getBoundingClientRect();
          if (rect.right > width + 1 && rect.width > 0 && element.children.length === 0)
            overflow.push(`${describe(element)} ends at ${Math.round(rect.right)}px`);
        }
      }

      // Text cut off: an element that clips its own text horizontally.
      const cut: string[] = [];
      for (const element of all) {
        const style = getComputedStyle(element);
        const clips =
          ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (!clips || element.clientWidth <= 2) continue;
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const isControlLabel = element.matches(
          '.mantine-Button-label, .mantine-Badge-root, .mantine-Badge-label, label, [role="tab"] *',
        );
        if (!ownText && !isControlLabel) continue;
        if (element.scrollWidth > element.clientWidth + 1)
          cut.push(
            `${describe(element)} needs ${element.scrollWidth}px, has ${element.clientWidth}px`,
          );
      }

      // Texts as the user meets them: text nodes and the attributes screen readers read.
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        if (!visible(parent)) continue;
        // Passages marked as English on purpose (the legal texts) are not left-overs.
        if (!parent.closest('[lang]')?.getAttribute('lang')?.startsWith(language)) continue;
        const text = node.textContent?.trim();
        if (text) texts.push(text);
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [placeholder], [title], img[alt]',
      )) {
        if (!element.closest('[lang]')?.getAttribute('lang')?.startsWith(language)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
      }

      const keySet = new Set(rawKeys);
      const foundKeys = new Set<string>();
      const valueSet = new Set(rawValues);
      const englishValueSet = new Set(englishValues);
      const foundValues = new Set<string>();
      for (const text of texts) {
        if (text.includes('{{')) foundKeys.add(text);
        for (const token of text.split(/[\s,;()"'„“·→]+/)) {
          const word = token.replace(/[.:!?]+$/, '');
          if (keySet.has(word) || keySet.has(word.toLowerCase())) foundKeys.add(word);
          if (valueSet.has(word)) foundValues.add(`${word} in "${text.slice(0, 80)}"`);
        }
        // An English industry or country as a value of its own ("ID 1a2b · Manufacturing ·
        // Germany", "(Manufacturing, Germany, …)"), not inside a sentence or a name (user content).
        if (language === 'de')
          for (const segment of text.split(/\s*[·,;|()/→]\s*/))
            if (englishValueSet.has(segment.trim()))
              foundValues.add(`${segment.trim()} in "${text.slice(0, 80)}"`);
      }

      const english: string[] = [];
      if (language === 'de') {
        const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const patterns = englishOnly.map(
          (value) =>
            new RegExp(
              `^${value
                .split(/(\{\{\w+\}\})/)
                // A number, count or id is one word ("Invoice {{number}}" is not "Invoice
                // Journey GmbH", a listing's title); other values may be several words.
                .map((part) =>
                  /^\{\{(number|count|id|ref)\}\}$/.test(part)
                    ? '\\S+'
                    : /^\{\{\w+\}\}$/.test(part)
                      ? '.+?'
                      : escape(part),
                )
                .join('')}$`,
              's',
            ),
        );
        for (const text of new Set(texts)) {
          const hit = patterns.find((pattern) => pattern.test(text));
          if (hit) english.push(`"${text.slice(0, 80)}"`);
        }
        // English words in the UI's own words: controls, badges, labels, page titles, tabs and
        // table heads (not the names screen readers read: they hold listings' and people's names,
        // which may be English; those are checked against the English texts above).
        const chrome = document.body.querySelectorAll(
          'button, [role="tab"], label, th, legend, h1, .mantine-Badge-label, .mantine-Alert-title, .mantine-InputWrapper-description',
        );
        const pattern = (words: string[]) =>
          new RegExp(`(^|[^\\p{L}-])(${words.join('|')})($|[^\\p{L}-])`, 'u');
        const wordPattern = pattern(englishWords);
        const chromeTexts = [...chrome]
          .filter((element) => visible(element))
          .filter((element) =>
            element.closest('[lang]')?.getAttribute('lang')?.startsWith(language),
          )
          .map((element) => (element.textContent ?? '').trim().replace(/\s+/g, ' '));
        for (const text of new Set(chromeTexts)) {
          const hit = wordPattern.exec(text);
          if (hit) english.push(`"${hit[2]}" in "${text.slice(0, 80)}"`);
        }
      }
      return { overflow, cut, rawKeys: [...foundKeys], rawValues: [...foundValues], english };
    },
    {
      language,
      rawKeys,
      englishOnly,
      rawValues,
      englishValues,
      englishWords: [...FUNCTION_WORDS, ...UI_WORDS],
    },
  );
}

/** Waits until the page has its data: no network traffic and no loader on screen. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Limits on waiting, generous: 10 s for the loaders was missed once with the machine loaded
  // about 14-fold (one of the seller's German pages still showed four loaders).
  await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
}

function fileName(role: string, route: string, language: Language, viewport: string) {
  const slug = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
  return `${role}-${slug}-${language}-${viewport}.jpeg`;
}

async function checkRoutes(page: Page, account: Account, language: Language) {
  const problems: string[] = [];
  for (const route of account.routes) {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(typeof route === 'string' ? route : await route.path());
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await settle(page);
    if (typeof route !== 'string' && route.act) {
      await route.act(page, language);
      await settle(page);
    }
    if (typeof route !== 'string' && route.tabs) {
      // Each tab of the page's first tab list, opened and checked in turn.
      const tabs = page.locator('main [role="tablist"]').first().getByRole('tab');
      const count = await tabs.count();
      expect(count, `${routeLabel(route)} has tabs`).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        await page.setViewportSize(VIEWPORTS[0]);
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        await settle(page);
        await checkViewports(
          page,
          account,
          `${routeLabel(route)} tab ${i + 1}`,
          language,
          problems,
        );
      }
    } else {
      await checkViewports(page, account, routeLabel(route), language, problems);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

/** The checks of the page as it is, at each size. */
async function checkViewports(
  page: Page,
  account: Account,
  route: string,
  language: Language,
  problems: string[],
) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Let media queries and the layout follow the new width.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const where = `${account.role} ${route} ${language} ${viewport.width}px`;
    const findings = await inspect(page, language);
    for (const [kind, list] of Object.entries(findings) as [string, string[]][]) {
      if (list.length) problems.push(`${where} ${kind}:\n    ${list.slice(0, 8).join('\n    ')}`);
    }
    // axe in the same visit, at this width (the phone layout has its own controls).
    const axe = await seriousAxeViolations(page);
    if (axe.length) problems.push(`${where} axe:\n    ${axe.join('\n    ')}`);
    // The first screen only, as JPEG: quick to take and small to keep.
    await page.screenshot({
      path: join(screenshotDir, fileName(account.role, route, language, viewport.name)),
      type: 'jpeg',
      quality: 60,
    });
  }
}

test.describe('layout in both languages at phone and desktop sizes', () => {
  test.beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

  for (const account of ACCOUNTS) {
    for (const language of LANGUAGES) {
      const label = account.fresh ? 'invitation, joined, deal, waiting' : '';
      test(`${account.role}, ${language}: ${label || account.routes.map(routeLabel).join(' ')}`, async ({
        page,
      }) => {
        // A limit on waiting, generous for a slow machine: about 40 s per page (a tab is a page);
        // a fresh account's four pages and the making of its deal 60 s more.
        const pages = account.fresh
          ? 4
          : account.routes.reduce(
              (sum, route) => sum + (typeof route !== 'string' && route.tabs ? 8 : 1),
              0,
            );
        test.setTimeout((account.fresh ? 90_000 : 30_000) + 40_000 * pages);
        const made = account.fresh ? await account.fresh(language) : null;
        const visited = made ? { ...account, routes: made.routes } : account;
        await prepare(page, language);
        if (made) await useGivenSession(page, made.session);
        else if (visited.email) await useSession(page, visited.email);
        await checkRoutes(page, visited, language);
      });
    }
  }
});
