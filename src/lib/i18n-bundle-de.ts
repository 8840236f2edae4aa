import { buildResources } from './i18n-bundle';

/** Every German namespace (src/locales/de/*.json), one chunk loaded when German is used. */
export default buildResources(
  import.meta.glob<Record<string, unknown>>('../locales/de/*.json', {
    eager: true,
    import: 'default',
  }),
).de ?? {};
