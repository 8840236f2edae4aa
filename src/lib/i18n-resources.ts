import type blog from '../locales/en/blog.json';
import type common from '../locales/en/common.json';
import type landing from '../locales/en/landing.json';
import type legal from '../locales/en/legal.json';

/** Labels of blog categories and footer topics (src/locales/<lang>/topics.json). */
export type TopicsNamespace = {
  groups: Record<string, string>;
  topics: Record<string, string>;
  categories: Record<string, string>;
};

/**
 * The typed i18n namespaces (English JSON is the source of the key types). A feature registers
 * its own namespace next to its code, without editing this file, by augmenting the interface:
 *
 *   // src/features/discover/i18n.ts
 *   import type discover from '../../locales/en/discover.json';
 *   declare module '../../lib/i18n-resources' {
 *     interface I18nResources { discover: typeof discover }
 *   }
 *
 * The JSON files themselves are picked up at runtime by src/lib/i18n.ts (no registration).
 */
export interface I18nResources {
  common: typeof common;
  landing: typeof landing;
  blog: typeof blog;
  legal: typeof legal;
  topics: TopicsNamespace;
}
