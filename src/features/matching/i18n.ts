import type matching from '../../locales/en/matching.json';

// Registers the typed `matching` namespace (src/locales/{en,de}/matching.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    matching: typeof matching;
  }
}
