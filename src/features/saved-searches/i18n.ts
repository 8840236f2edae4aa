import type savedSearches from '../../locales/en/savedSearches.json';

// Registers the typed `savedSearches` namespace (src/locales/{en,de}/savedSearches.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    savedSearches: typeof savedSearches;
  }
}
