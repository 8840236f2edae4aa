import type dealTeam from '../../locales/en/dealTeam.json';

// Registers the typed `dealTeam` namespace (src/locales/{en,de}/dealTeam.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    dealTeam: typeof dealTeam;
  }
}
