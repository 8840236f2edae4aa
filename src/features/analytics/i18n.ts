import type analytics from '../../locales/en/analytics.json';

// Registers the typed `analytics` namespace (src/locales/{en,de}/analytics.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    analytics: typeof analytics;
  }
}
