import type discover from '../../locales/en/discover.json';

// Registers the typed `discover` namespace (src/locales/{en,de}/discover.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    discover: typeof discover;
  }
}
