import type dashboard from '../../locales/en/dashboard.json';

// Registers the typed `dashboard` namespace (src/locales/{en,de}/dashboard.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    dashboard: typeof dashboard;
  }
}
