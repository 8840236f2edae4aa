import 'i18next';
import type common from '../locales/en/common.json';
import type landing from '../locales/en/landing.json';
import type blog from '../locales/en/blog.json';
import type legal from '../locales/en/legal.json';

/** Labels of blog categories and footer topics (written by the content writer). */
type TopicsNamespace = {
  groups: Record<string, string>;
  topics: Record<string, string>;
  categories: Record<string, string>;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Add each feature's namespace here (English file is the source of the key types).
    resources: {
      common: typeof common;
      landing: typeof landing;
      blog: typeof blog;
      legal: typeof legal;
      topics: TopicsNamespace;
    };
  }
}
