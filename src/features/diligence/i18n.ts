import type diligence from '../../locales/en/diligence.json';

// Registers the typed `diligence` namespace (src/locales/{en,de}/diligence.json).
declare module '../../lib/i18n-resources' {
  interface I18nResources {
    diligence: typeof diligence;
  }
}
