import type buyerProfile from '../../locales/en/buyerProfile.json';

// Registers the typed `buyerProfile` namespace (src/locales/{en,de}/buyerProfile.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    buyerProfile: typeof buyerProfile;
  }
}
