import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { i18n } from './i18n';
import { isLanguage } from './language';
import { isLocalizedPage, localizedPath } from './localized-path';

/**
 * Keeps a public page's URL in the shown language: switching the language on /blog/x moves to
 * /de/blog/x (and back), the same page in the other language, with its own prerendered twin,
 * canonical URL and hreflang links. The router's own navigation would see the same page (its
 * paths have no prefix, src/router.tsx) and change nothing, so the history entry is replaced
 * directly. Runs in the language change itself, before the page re-renders its head tags.
 */
export function useLanguageInUrl(): void {
  const router = useRouter();
  useEffect(() => {
    const follow = (language: string) => {
      if (!isLanguage(language)) return;
      const { pathname } = router.state.location;
      if (!isLocalizedPage(pathname)) return;
      const wanted = localizedPath(pathname, language);
      if (wanted === window.location.pathname) return;
      router.history.replace(
        `${wanted}${window.location.search}${window.location.hash}`,
        router.history.location.state,
      );
      // The router writes the address bar in a microtask, after React's re-render for the new
      // language (also a microtask, queued first): the page's head tags (usePageMeta) read the
      // address, so it is written now.
      router.history.flush();
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [router]);
}
