import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, readCookieConsent, storeCookieConsent } from './cookie-consent';

describe('cookie consent', () => {
  it("stores 'true' or 'false' under its own key", () => {
    expect(readCookieConsent()).toBeNull();
    storeCookieConsent(true);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(readCookieConsent()).toBe(true);
    storeCookieConsent(false);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
    expect(readCookieConsent()).toBe(false);
  });

  it('treats other values as no choice', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'yes');
    expect(readCookieConsent()).toBeNull();
  });
});
