import type dataroom from '../../locales/en/dataroom.json';

// Registers the typed `dataroom` namespace (src/locales/{en,de}/dataroom.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    dataroom: typeof dataroom;
  }
}
