import type offers from '../../locales/en/offers.json';

// Registers the typed `offers` namespace (src/locales/{en,de}/offers.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    offers: typeof offers;
  }
}
