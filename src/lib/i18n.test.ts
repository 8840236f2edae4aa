import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, setLanguage } from './i18n';
import { PREFERRED_LANGUAGE_KEY } from './language';
import { LOCAL_STATE_KEY } from './local-state';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('i18n', () => {
  it('loads every namespace of a language together', async () => {
    for (const language of ['en', 'de'] as const) {
      const namespaces = Object.keys(await loadLanguage(language));
      expect(namespaces).toEqual(expect.arrayContaining(['common', 'landing', 'blog', 'legal']));
      for (const namespace of namespaces)
        expect(i18n.hasResourceBundle(language, namespace)).toBe(true);
    }
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
