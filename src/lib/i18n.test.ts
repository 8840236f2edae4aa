import { afterEach, describe, expect, it } from 'vitest';
import { i18n, namespaces, resources, setLanguage } from './i18n';
import { PREFERRED_LANGUAGE_KEY } from './language';
import { LOCAL_STATE_KEY } from './local-state';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('i18n', () => {
  it('loads every namespace in both languages', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'landing', 'blog', 'legal']));
    expect(Object.keys(resources).sort()).toEqual(['de', 'en']);
  });

  it('switches at once, stores the choice and updates <html lang>', async () => {
    await setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.register')).toBe('Registrieren');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe('de');
    expect(JSON.parse(localStorage.getItem(LOCAL_STATE_KEY)!)).toMatchObject({ language: 'de' });

    await setLanguage('en');
    expect(i18n.t('nav.register')).toBe('Register');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the key itself when a key is missing', async () => {
    const t = i18n.t as unknown as (key: string) => string;
    expect(t('nav.doesNotExist')).toBe('nav.doesNotExist');
    await setLanguage('de');
    expect(t('nav.doesNotExist')).toBe('nav.doesNotExist');
  });
});
