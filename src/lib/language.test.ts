import { describe, expect, it, vi } from 'vitest';
import { LOCAL_STATE_KEY } from './local-state';
import { detectInitialLanguage, PREFERRED_LANGUAGE_KEY, storeLanguage } from './language';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('detectInitialLanguage', () => {
  it('uses a stored preference of en or de', () => {
    expect(
      detectInitialLanguage({
        storage: memoryStorage({ [PREFERRED_LANGUAGE_KEY]: 'de' }),
        browserLanguage: 'en-US',
      }),
    ).toBe('de');
    expect(
      detectInitialLanguage({
        storage: memoryStorage({ [PREFERRED_LANGUAGE_KEY]: 'en' }),
        browserLanguage: 'de-DE',
      }),
    ).toBe('en');
  });

  it('ignores other stored values and falls back to the browser language', () => {
    expect(
      detectInitialLanguage({
        storage: memoryStorage({ [PREFERRED_LANGUAGE_KEY]: 'fr' }),
        browserLanguage: 'de-AT',
      }),
    ).toBe('de');
    expect(
      detectInitialLanguage({
        storage: memoryStorage({ [PREFERRED_LANGUAGE_KEY]: 'fr' }),
        browserLanguage: 'fr-FR',
      }),
    ).toBe('en');
  });

  it("picks 'de' when the browser's primary subtag is German", () => {
    for (const tag of ['de', 'de-DE', 'de-CH', 'DE-at', 'de_LI']) {
      expect(detectInitialLanguage({ storage: memoryStorage(), browserLanguage: tag })).toBe('de');
    }
  });

  it("otherwise picks 'en'", () => {
    for (const tag of ['en-GB', 'nl', 'dsb', '', undefined]) {
      expect(detectInitialLanguage({ storage: memoryStorage(), browserLanguage: tag })).toBe('en');
    }
  });

  it('falls back to the language in the shared local state entry', () => {
    const storage = memoryStorage({
      [LOCAL_STATE_KEY]: JSON.stringify({ language: 'de', user: null }),
    });
    expect(detectInitialLanguage({ storage, browserLanguage: 'en-US' })).toBe('de');
  });

  it("picks 'de' on a German page's URL unless a choice is stored", () => {
    for (const pathname of ['/de', '/de/', '/de/blog/valuation-methods-compared']) {
      expect(
        detectInitialLanguage({ storage: memoryStorage(), browserLanguage: 'en-US', pathname }),
      ).toBe('de');
    }
    expect(
      detectInitialLanguage({
        storage: memoryStorage({ [PREFERRED_LANGUAGE_KEY]: 'en' }),
        browserLanguage: 'de-DE',
        pathname: '/de/privacy',
      }),
    ).toBe('en');
    // Paths that only start with the letters are no German URL.
    expect(
      detectInitialLanguage({
        storage: memoryStorage(),
        browserLanguage: 'en',
        pathname: '/deals/1',
      }),
    ).toBe('en');
  });

  it("returns 'en' when reading fails", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(detectInitialLanguage({ storage, browserLanguage: 'de-DE' })).toBe('en');
    expect(warn).toHaveBeenCalled();
    // The URL of a German page still counts.
    expect(detectInitialLanguage({ storage, browserLanguage: 'en', pathname: '/de/terms' })).toBe(
      'de',
    );
  });
});

describe('storeLanguage', () => {
  it("stores under 'preferred-language' and in the shared state entry", () => {
    const user = {
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      role: 'scout',
      verificationStatus: 'verified',
      profileComplete: true,
    };
    const storage = memoryStorage({ [LOCAL_STATE_KEY]: JSON.stringify({ user }) });
    storeLanguage('de', storage);
    expect(storage.getItem(PREFERRED_LANGUAGE_KEY)).toBe('de');
    expect(JSON.parse(storage.getItem(LOCAL_STATE_KEY)!)).toEqual({ user, language: 'de' });
  });

  it('only logs storage failures', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => storeLanguage('en', storage)).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
