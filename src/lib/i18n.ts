import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageBundle } from './i18n-bundle';
import { detectInitialLanguage, LANGUAGES, storeLanguage, type Language } from './language';

/**
 * The texts of one language: all its namespaces (src/locales/<language>/*.json, found by file
 * name), one chunk per language. Only the active language is loaded up front; the other one
 * when the user switches. A new feature only adds its JSON files (and its type, see
 * src/lib/i18n-resources.ts).
 */
const bundleLoaders: Record<Language, () => Promise<LanguageBundle>> = {
  en: () => import('./i18n-bundle-en').then((module) => module.default),
  de: () => import('./i18n-bundle-de').then((module) => module.default),
};

/** Loads (once) the texts of `language` into i18next; resolves with its namespaces. */
const loading = new Map<Language, Promise<LanguageBundle>>();
export function loadLanguage(language: Language): Promise<LanguageBundle> {
  let bundle = loading.get(language);
  if (!bundle) {
    bundle = bundleLoaders[language]().then((namespaces) => {
      // Each namespace is added once, whole, into an empty store: no deep merge, and no copy
      // (i18next's own backends add theirs so). A deep copy and merge of every text cost 10-20 ms
      // of the first page's main thread.
      for (const [namespace, content] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, content, false, true, { skipCopy: true });
      }
      return namespaces;
    });
    // A failed load (offline) may be retried.
    bundle.catch(() => loading.delete(language));
    loading.set(language, bundle);
  }
  return bundle;
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncDocumentLanguage);

const initialLanguage = detectInitialLanguage();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLanguage,
  supportedLngs: [...LANGUAGES],
  // A missing key shows the key itself, never the other language's text.
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

syncDocumentLanguage(i18n.language);

/**
 * Resolves once the texts of the initial language are there: the app renders after it, so no
 * key ever shows in place of a text. If they cannot be loaded, the app renders the keys.
 */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).then(
  () => undefined,
  (error: unknown) => console.error('Could not load the texts', error),
);

/** Switches the UI language (as soon as its texts are loaded) and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  try {
    await loadLanguage(language);
  } catch (error) {
    // Offline: keep the current language rather than show keys.
    console.error(`Could not load the texts of '${language}'`, error);
    return;
  }
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'de' ? 'de' : 'en';
}

export { i18n };
