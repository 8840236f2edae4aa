import type account from '../../locales/en/account.json';

// Registers the typed `account` namespace (src/locales/{en,de}/account.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    account: typeof account;
  }
}
