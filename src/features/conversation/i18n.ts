import type conversation from '../../locales/en/conversation.json';

// Registers the typed `conversation` namespace (src/locales/{en,de}/conversation.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    conversation: typeof conversation;
  }
}
