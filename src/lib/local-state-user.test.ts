import { afterEach, describe, expect, it } from 'vitest';
import { storeLanguage } from './language';
import {
  clearStoredUser,
  LOCAL_STATE_KEY,
  readLocalState,
  readStoredUser,
  storeUser,
  type StoredUser,
} from './local-state';

const ada: StoredUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'investor',
  verificationStatus: 'pending',
  profileComplete: false,
};

afterEach(() => localStorage.clear());

describe('stored user (the user part of the local state entry)', () => {
  it('is kept next to the language in one entry, and the language also under preferred-language', () => {
    storeLanguage('de');
    storeUser(ada);
    expect(JSON.parse(localStorage.getItem(LOCAL_STATE_KEY)!)).toEqual({
      language: 'de',
      user: ada,
    });
    expect(localStorage.getItem('preferred-language')).toBe('de');
    expect(readStoredUser()).toEqual(ada);
  });

  it('keeps only the known fields (no tokens or other profile data)', () => {
    storeUser({ ...ada, phoneNumber: '+49', accessToken: 'secret' } as StoredUser);
    expect(readStoredUser()).toEqual(ada);
    expect(localStorage.getItem(LOCAL_STATE_KEY)).not.toContain('secret');
  });

  it('is cleared at sign-out, keeping the language', () => {
    storeLanguage('en');
    storeUser(ada);
    clearStoredUser();
    expect(readLocalState()).toEqual({ language: 'en', user: null });
    expect(readStoredUser()).toBeNull();
  });

  it('ignores malformed users', () => {
    localStorage.setItem(LOCAL_STATE_KEY, JSON.stringify({ user: { ...ada, role: 'superuser' } }));
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(LOCAL_STATE_KEY, JSON.stringify({ user: { id: 'u1' } }));
    expect(readStoredUser()).toBeNull();
  });

  it('clearing with nothing stored writes nothing', () => {
    clearStoredUser();
    expect(localStorage.getItem(LOCAL_STATE_KEY)).toBeNull();
  });
});
