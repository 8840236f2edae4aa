import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STATE_KEY, readLocalState, updateLocalState, type StoredUser } from './local-state';

const ada: StoredUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'scout',
  verificationStatus: 'verified',
  profileComplete: true,
};

afterEach(() => localStorage.clear());

describe('local state entry', () => {
  it('is empty when nothing is stored', () => {
    expect(readLocalState()).toEqual({});
  });

  it('merges updates, keeping the other part', () => {
    updateLocalState({ user: ada });
    updateLocalState({ language: 'de' });
    expect(JSON.parse(localStorage.getItem(LOCAL_STATE_KEY)!)).toEqual({
      user: ada,
      language: 'de',
    });
    updateLocalState({ user: null });
    expect(readLocalState()).toEqual({ language: 'de', user: null });
  });

  it('ignores malformed content and unknown languages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LOCAL_STATE_KEY, '{not json');
    expect(readLocalState()).toEqual({});
    localStorage.setItem(LOCAL_STATE_KEY, JSON.stringify({ language: 'fr', user: 'x' }));
    expect(readLocalState()).toEqual({});
    localStorage.setItem(LOCAL_STATE_KEY, JSON.stringify([1, 2]));
    expect(readLocalState()).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('only logs write failures', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => updateLocalState({ language: 'en' }, broken)).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
