import type listings from '../../locales/en/listings.json';

// Registers the typed `listings` namespace (src/locales/{en,de}/listings.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    listings: typeof listings;
  }
}
