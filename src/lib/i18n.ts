import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectInitialLanguage, LANGUAGES, storeLanguage, type Language } from './language';

type Namespace = Record<string, unknown>;
export type Resources = Record<string, Record<string, Namespace>>;

/**
 * All namespaces of all languages, found by file name: src/locales/<language>/<namespace>.json.
 * A new feature only adds its JSON files (and its type in src/lib/i18n-types.d.ts).
 */
const localeModules = import.meta.glob<Namespace>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function buildResources(modules: Record<string, Namespace>): Resources {
  const resources: Resources = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (resources[language] ??= {})[namespace] = content;
  }
  return resources;
}

export const resources = buildResources(localeModules);
export const namespaces = Object.keys(resources.en ?? {});

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: detectInitialLanguage(),
  supportedLngs: [...LANGUAGES],
  // A missing key shows the key itself, never the other language's text.
  fallbackLng: false,
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

syncDocumentLanguage(i18n.language);

/** Switches the UI language at once and remembers the choice (storage failures only logged). */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'de' ? 'de' : 'en';
}

export { i18n };
