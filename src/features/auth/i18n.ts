import type auth from '../../locales/en/auth.json';

// Registers the typed `auth` namespace (src/locales/{en,de}/auth.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    auth: typeof auth;
  }
}
