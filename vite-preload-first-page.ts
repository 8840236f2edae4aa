import type { Plugin } from 'vite';

/**
 * Build plugin: the first page's own code and texts are requested together with the app's code.
 *
 * Routes and language bundles are lazy chunks, which the browser would only discover after the
 * app's chunk has downloaded and run: one more round trip before the first paint (on a slow
 * mobile connection about a third of a second). This plugin adds a small script to index.html
 * that, before the app's script, adds `modulepreload` links for the chunk of the page at
 * `location.pathname` (with the chunks it imports, and `preload` for its CSS) and for the texts
 * of the language the app will pick. A wrong guess only costs a spare download.
 */
export function preloadFirstPage(): Plugin {
  return {
    name: 'dealbridge:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

        /** The chunk and everything it imports statically that the entry does not load already. */
        const filesOf = (fileName: string) => {
          const scripts = new Set<string>();
          const styles = new Set<string>();
          const visit = (name: string) => {
            if (scripts.has(name) || loadedByEntry.has(name)) return;
            const chunk = byFile.get(name);
            if (!chunk) return;
            scripts.add(name);
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
            chunk.imports.forEach(visit);
          };
          visit(fileName);
          return { js: [...scripts].map((f) => `/${f}`), css: [...styles].map((f) => `/${f}`) };
        };

        const pages: { pattern: string; js: string[]; css: string[] }[] = [];
        const texts: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId ?? '';
          const page = /\/src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(id);
          const language = /\/src\/lib\/i18n-bundle-(\w+)\.ts$/.exec(id);
          if (page) {
            const pattern = routePattern(page[1]);
            if (pattern) pages.push({ pattern, ...filesOf(chunk.fileName) });
          } else if (language) {
            texts[language[1]] = filesOf(chunk.fileName).js;
          }
        }
        return [
          {
            tag: 'script',
            injectTo: 'head-prepend',
            children: `(${preloadScript.toString()})(${JSON.stringify({ pages, texts })});`,
          },
        ];
      },
    },
  };
}

/**
 * URL pattern (regular expression source) of a route file under src/routes, or null for
 * layouts: `index` is the folder's path, `$id` one segment, `_layout` folders add nothing.
 */
export function routePattern(file: string): string | null {
  const segments = file.split('/');
  if (segments.at(-1)?.startsWith('_')) return null;
  const parts = segments
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^/${parts.join('/')}/?$`;
}

/**
 * Runs in the page, before the app. The language is chosen as src/lib/language.ts
 * (detectInitialLanguage) does: stored preference, then the shared state entry, then the
 * browser's language ('de' or else 'en').
 */
function preloadScript(manifest: {
  pages: { pattern: string; js: string[]; css: string[] }[];
  texts: Record<string, string[]>;
}) {
  const add = (href: string, rel: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    document.head.append(link);
  };
  let language = 'en';
  try {
    const stored = localStorage.getItem('preferred-language');
    const state = JSON.parse(localStorage.getItem('dealbridge-state') ?? '{}') as {
      language?: string;
    };
    if (stored === 'en' || stored === 'de') language = stored;
    else if (state.language === 'en' || state.language === 'de') language = state.language;
    else if (navigator.language.split(/[-_]/)[0].toLowerCase() === 'de') language = 'de';
  } catch {
    // Storage unavailable: the app falls back to English as well.
  }
  for (const href of manifest.texts[language] ?? []) add(href, 'modulepreload');
  const page = manifest.pages.find((p) => new RegExp(p.pattern).test(location.pathname));
  if (!page) return;
  for (const href of page.js) add(href, 'modulepreload');
  for (const href of page.css) add(href, 'preload', 'style');
}
