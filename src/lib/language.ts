import { readLocalState, updateLocalState } from './local-state';
import { languageOfUrlPath } from './localized-path';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Local storage key of the language preference (spec section 9). */
export const PREFERRED_LANGUAGE_KEY = 'preferred-language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'de';
}

type DetectionSources = {
  storage?: Storage;
  /** The browser's primary language, e.g. navigator.language ('de-AT'). */
  browserLanguage?: string;
  /** The URL's path: a German public page (`/de/...`, src/lib/localized-path.ts) asks for 'de'. */
  pathname?: string;
};

function defaultSources(): DetectionSources {
  return {
    storage: globalThis.localStorage,
    browserLanguage: globalThis.navigator?.language,
    pathname: globalThis.location?.pathname,
  };
}

/**
 * Initial language (spec section 4): the stored preference if it is 'en' or 'de'; otherwise
 * 'de' on a German page's URL (`/de/...`: a link to German content shows German); otherwise 'de'
 * if the browser's primary language subtag is German; otherwise 'en'. If reading fails, the URL's
 * language or 'en'. The head scripts of the prerendered pages decide the same way
 * (vite-prerender.ts, vite-preload-first-page.ts).
 */
export function detectInitialLanguage(sources?: DetectionSources): Language {
  const { storage, browserLanguage, pathname } = sources ?? defaultSources();
  const fromUrl = languageOfUrlPath(pathname ?? '');
  try {
    const stored = storage?.getItem(PREFERRED_LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
    const fromState = readLocalState(storage).language;
    if (isLanguage(fromState)) return fromState;
    if (fromUrl) return fromUrl;
    const primarySubtag = (browserLanguage ?? '').split(/[-_]/)[0]?.toLowerCase();
    return primarySubtag === 'de' ? 'de' : DEFAULT_LANGUAGE;
  } catch (error) {
    console.warn('Could not determine the initial language', error);
    return fromUrl ?? DEFAULT_LANGUAGE;
  }
}

/** Stores the choice under 'preferred-language' and in the shared state entry; failures are only logged. */
export function storeLanguage(language: Language, storage?: Storage): void {
  try {
    const target = storage ?? globalThis.localStorage;
    target.setItem(PREFERRED_LANGUAGE_KEY, language);
    updateLocalState({ language }, target);
  } catch (error) {
    console.warn('Could not store the language preference', error);
  }
}
