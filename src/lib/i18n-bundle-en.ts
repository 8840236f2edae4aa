import { buildResources } from './i18n-bundle';

/** Every English namespace (src/locales/en/*.json), one chunk loaded when English is used. */
export default buildResources(
  import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
).en ?? {};
