import type audit from '../../locales/en/audit.json';

// Registers the typed 'audit' namespace (src/locales/{en,de}/audit.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    audit: typeof audit;
  }
}
