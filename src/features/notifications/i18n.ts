import type notifications from '../../locales/en/notifications.json';

// Registers the typed `notifications` namespace (src/locales/{en,de}/notifications.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    notifications: typeof notifications;
  }
}
