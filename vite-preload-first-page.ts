import type { Plugin } from 'vite';

/**
 * Build plugin: the first page's own code and texts are requested together with the app's code.
 *
 * Routes and language bundles are lazy chunks, which the browser would only discover after the
 * app's chunk has downloaded and run: one more round trip before the first paint (on a slow
 * mobile connection about a third of a second). This plugin adds a small script to index.html
 * that, before the app's script, adds `modulepreload` links for the chunk of the page at
 * `location.pathname` (with the chunks it imports, and its stylesheets) and for the texts
 * of the language the app will pick. A wrong guess only costs a spare download.
 *
 * A page under a pathless layout (`_authenticated/discover`) also needs the layout's chunk, and a
 * page with a loader its loader's chunk: both are preloaded with the page. When the browser holds
 * a Supabase session (a returning user), the page's data will come from the API at once, so the
 * script also opens the connection to it (`preconnect`) while the code downloads.
 */
export function preloadFirstPage(): Plugin {
  let apiOrigin: string | null = null;
  return {
    name: 'dealbridge:preload-first-page',
    apply: 'build',
    configResolved(config) {
      try {
        apiOrigin = new URL(String(config.env.VITE_SUPABASE_URL)).origin;
      } catch {
        apiOrigin = null;
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
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

        // Route file (`_authenticated/discover`) → its split chunks (component, loader).
        const routeChunks = new Map<string, string[]>();
        const texts: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId ?? '';
          const route = /\/src\/routes\/(.+)\.tsx\?tsr-split=(component|loader)$/.exec(id);
          const language = /\/src\/lib\/i18n-bundle-(\w+)\.ts$/.exec(id);
          if (route)
            routeChunks.set(route[1], [...(routeChunks.get(route[1]) ?? []), chunk.fileName]);
          else if (language) texts[language[1]] = filesOf(chunk.fileName).js;
        }
        const pages: { pattern: string; js: string[]; css: string[] }[] = [];
        for (const file of routeChunks.keys()) {
          const pattern = routePattern(file);
          if (!pattern) continue;
          // The page and the layouts it sits in: `_authenticated/discover` → `_authenticated`.
          const segments = file.split('/');
          const routeFiles = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
          const js = new Set<string>();
          const css = new Set<string>();
          for (const routeFile of routeFiles) {
            for (const fileName of routeChunks.get(routeFile) ?? []) {
              const files = filesOf(fileName);
              files.js.forEach((name) => js.add(name));
              files.css.forEach((name) => css.add(name));
            }
          }
          pages.push({ pattern, js: [...js], css: [...css] });
        }
        // The chunks the entry imports statically (React DOM: vite.config.ts), which the browser
        // would only ask for once the entry has arrived: requested with it.
        const entryImports = entry.imports.map((name) => `/${name}`);
        const manifest = { pages, texts, apiOrigin, entry: `/${entry.fileName}`, entryImports };
        return {
          html: lowPriorityAppScript(html),
          tags: [
            {
              tag: 'script',
              injectTo: 'head-prepend',
              children: `(${preloadScript.toString()})(${JSON.stringify(manifest)});`,
            },
          ],
        };
      },
    },
  };
}

/**
 * The app's entry script at low fetch priority. The first paint needs only the HTML and the
 * stylesheets: prerendered pages (and shells) are readable before any script has run, so the
 * scripts must not take the bandwidth of a slow connection from the stylesheets (and the
 * landing page's hero image). The browser still fetches them at once, and runs them as before.
 */
export function lowPriorityAppScript(html: string): string {
  const entry = /<script type="module" crossorigin src=/;
  if (!entry.test(html)) throw new Error('index.html: the app script tag was not found');
  return html.replace(entry, '<script type="module" fetchpriority="low" crossorigin src=');
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
 * (detectInitialLanguage) does: stored preference, then the shared state entry, then a German
 * URL (/de/...), then the browser's language ('de' or else 'en').
 */
export function preloadScript(manifest: {
  pages: { pattern: string; js: string[]; css: string[] }[];
  texts: Record<string, string[]>;
  apiOrigin: string | null;
  entry: string;
  entryImports: string[];
}) {
  // A page whose HTML is readable before any script runs (prerendered: vite-prerender.ts marks it
  // and leaves out the entry's script tag) fetches its code once its first frame is painted: on
  // a slow connection the stylesheets and images then do not share the bandwidth with the code.
  const codeAfterPaint = document.querySelector('meta[name="app-code-after-first-paint"]') !== null;
  const code: HTMLElement[] = [];
  const add = (href: string, rel: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    // supabase-js fetches without credentials: the preconnected socket must be one for that.
    if (rel === 'preconnect') link.crossOrigin = 'anonymous';
    // Vite inserts a lazy chunk's stylesheet with crossorigin: the same credentials mode here.
    if (rel === 'stylesheet') link.crossOrigin = '';
    // Code comes after the stylesheets, as the app's entry script (lowPriorityAppScript).
    if (rel === 'modulepreload') link.fetchPriority = 'low';
    if (rel === 'modulepreload' && codeAfterPaint) code.push(link);
    else document.head.append(link);
  };
  for (const href of manifest.entryImports) add(href, 'modulepreload');
  if (codeAfterPaint) {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.fetchPriority = 'low';
    entry.src = manifest.entry;
    code.push(entry);
    let started = false;
    const start = () => {
      if (started) return;
      // A long page may paint before the parser is done: the app must find the whole page (and
      // the page's stylesheets, added when parsing ends, before its own loader looks for them).
      if (document.readyState === 'loading') {
        document.addEventListener('readystatechange', start, { once: true });
        return;
      }
      started = true;
      // One element per task: appended together they made one long task (each modulepreload
      // starts its fetch and reads the cached module while being inserted).
      for (const element of code) setTimeout(() => document.head.append(element), 0);
    };
    // After the first frame is on screen. Where the browser reports its largest paint, that
    // report (it comes once the frame is presented) starts the code: a request started between
    // the paint and its presentation still competes with the page's own files. Elsewhere,
    // requestAnimationFrame runs before the paint and the timeout after it. A page opened in the
    // background paints no frame until shown: then start at once.
    const afterPaint = () => setTimeout(start, 0);
    if (document.visibilityState !== 'visible') start();
    else if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        afterPaint();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // A page with nothing to paint as content reports no largest paint.
      setTimeout(start, 3000);
    } else requestAnimationFrame(afterPaint);
    document.addEventListener('visibilitychange', start, { once: true });

    // Until the app has taken over the page (it sets data-app-ready on <html>), its buttons do
    // nothing yet: a click on one (the language switch, the menu) is held and given again once
    // the app is there, and a form is not sent natively. Links keep working natively.
    const held: Element[] = [];
    const ready = () => document.documentElement.hasAttribute('data-app-ready');
    const hold = (event: Event) => {
      if (ready() || !(event.target instanceof Element)) return;
      if (event.type === 'submit') {
        event.preventDefault();
        return;
      }
      const control = event.target.closest('button, [role="button"], input, select, label');
      if (!control || control.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.includes(control)) held.push(control);
    };
    window.addEventListener('click', hold, true);
    window.addEventListener('submit', hold, true);
    new MutationObserver((_, observer) => {
      if (!ready()) return;
      observer.disconnect();
      window.removeEventListener('click', hold, true);
      window.removeEventListener('submit', hold, true);
      for (const control of held) if (control.isConnected) (control as HTMLElement).click();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
  }
  // A German public page's URL starts with /de (src/lib/localized-path.ts): it asks for German,
  // and the page's route is the path without it.
  const fromUrl = /^\/de(\/|$)/.test(location.pathname) ? 'de' : null;
  const appPath = location.pathname.replace(/^\/de(?=\/|$)/, '') || '/';
  let language = fromUrl ?? 'en';
  try {
    const stored = localStorage.getItem('preferred-language');
    const state = JSON.parse(localStorage.getItem('dealbridge-state') ?? '{}') as {
      language?: string;
    };
    if (stored === 'en' || stored === 'de') language = stored;
    else if (state.language === 'en' || state.language === 'de') language = state.language;
    else if (!fromUrl && navigator.language.split(/[-_]/)[0].toLowerCase() === 'de')
      language = 'de';
  } catch {
    // Storage unavailable: the app falls back to the URL's language or English as well.
  }
  for (const href of manifest.texts[language] ?? []) add(href, 'modulepreload');
  try {
    const signedIn = Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
    if (signedIn && manifest.apiOrigin) add(manifest.apiOrigin, 'preconnect');
  } catch {
    // Storage unavailable: nobody is signed in.
  }
  const page = manifest.pages.find((p) => new RegExp(p.pattern).test(appPath));
  if (!page) return;
  for (const href of page.js) add(href, 'modulepreload');
  // The page's stylesheets themselves rather than preloads: Vite's loader finds them in the head
  // and adds no second link (a preload was used only by a request made in the same task as the
  // app's modules ran; a later one fetched the file again). Inserted by a script they do not hold
  // up the first paint. They go after the document's own stylesheets, where Vite would put them
  // (their rules override Mantine's at equal specificity): once the HTML is parsed, before any
  // module script runs.
  const addStylesheets = () => {
    for (const href of page.css)
      if (!document.querySelector(`link[rel=stylesheet][href="${href}"]`)) add(href, 'stylesheet');
  };
  if (document.readyState === 'loading')
    document.addEventListener('readystatechange', addStylesheets, { once: true });
  else addStylesheets();
}
