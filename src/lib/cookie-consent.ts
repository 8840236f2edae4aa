/** Local storage key of the cookie choice; values 'true' (accepted) or 'false' (declined). */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export type CookieConsent = boolean | null;

export function readCookieConsent(storage: Storage | undefined = safeStorage()): CookieConsent {
  try {
    const value = storage?.getItem(COOKIE_CONSENT_KEY);
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  } catch (error) {
    console.warn('Could not read the cookie choice', error);
    return null;
  }
}

export function storeCookieConsent(
  accepted: boolean,
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    if (!storage) throw new Error('localStorage is not available');
    storage.setItem(COOKIE_CONSENT_KEY, String(accepted));
  } catch (error) {
    console.warn('Could not store the cookie choice', error);
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
