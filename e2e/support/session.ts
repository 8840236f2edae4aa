// Signed-in browser state without the login page, for tests that are not about signing in: the
// session comes from Auth's API (the same password grant the login page sends, plus the admin's
// TOTP step) and is put where supabase-js keeps it, before the app starts. The login page itself is
// tested by the journeys about signing in (accounts, account security).
import type { Browser, Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { DEMO_PASSWORD, signIn, stackUnderTest } from '../../tests/support/accounts';
import { prepare, type Language } from './accounts';

/** Where supabase-js stores its session: `sb-<first label of the API host>-auth-token`. */
export function sessionStorageKey(apiUrl = stackUnderTest().url): string {
  return `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Gives `page` a session of `email` before its first navigation. Set once per tab, so a sign-out
 * in the test stays signed out after the next navigation.
 */
export async function useSession(page: Page, email: string, password = DEMO_PASSWORD) {
  const { client } = await signIn(email, password);
  const { session } = (await client.auth.getSession()).data;
  if (!session) throw new Error(`no session for ${email}`);
  await useGivenSession(page, session);
}

/** Gives `page` a session made elsewhere (a followed email link), as useSession() does. */
export async function useGivenSession(page: Page, session: Session) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-session-set', '1');
    },
    [sessionStorageKey(), JSON.stringify(session)] as const,
  );
}

/** A new browser context signed in as `email` (through the API), in `language`, at `width`. */
export async function sessionPage(
  browser: Browser,
  language: Language,
  email: string,
  width = 1366,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await prepare(page, language);
  await useSession(page, email);
  return page;
}
