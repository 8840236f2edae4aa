type Namespace = Record<string, unknown>;
/** Namespaces by name (common, landing, ...) of one language. */
export type LanguageBundle = Record<string, Namespace>;
export type Resources = Record<string, LanguageBundle>;

/** Groups JSON modules found by file name (src/locales/<language>/<namespace>.json). */
export function buildResources(modules: Record<string, Namespace>): Resources {
  const resources: Resources = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (resources[language] ??= {})[namespace] = content;
  }
  return resources;
}
