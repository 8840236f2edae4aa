import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Every route change scrolls smoothly to the top (instantly if the user prefers less motion).
 * Not the first page: a prerendered page is readable (and scrollable) before the app starts, and
 * the app must not throw a reader who has scrolled down back to the top.
 *
 * The scroll starts once the new page has rendered (the router's onRendered event), not when the
 * location changes: the old page stays on screen while the new one loads, and swapping the pages
 * under a running smooth scroll ended it in Chromium, leaving the reader at the old offset (the
 * bottom of the new page when it is shorter). Seen as a flaky e2e test (issue 26).
 */
export function ScrollToTop() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        // No previous page: the first one, which keeps the reader's position.
        if (!event.fromLocation || !event.pathChanged) return;
        const reduceMotion =
          window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }),
    [router],
  );
  return null;
}
