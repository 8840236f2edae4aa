import 'i18next';
import type { I18nResources } from './i18n-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Namespaces are registered in src/lib/i18n-resources.ts (features augment I18nResources).
    resources: I18nResources;
  }
}
