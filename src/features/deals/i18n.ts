import type deals from '../../locales/en/deals.json';

// Registers the typed `deals` namespace (src/locales/{en,de}/deals.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    deals: typeof deals;
  }
}
