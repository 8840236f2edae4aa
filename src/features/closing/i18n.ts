import type closing from '../../locales/en/closing.json';

// Registers the typed `closing` namespace (src/locales/{en,de}/closing.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    closing: typeof closing;
  }
}
