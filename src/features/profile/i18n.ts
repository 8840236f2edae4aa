import type profile from '../../locales/en/profile.json';

// Registers the typed `profile` namespace (src/locales/{en,de}/profile.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    profile: typeof profile;
  }
}
