import type admin from '../../locales/en/admin.json';

// Registers the typed 'admin' namespace (src/locales/{en,de}/admin.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    admin: typeof admin;
  }
}
