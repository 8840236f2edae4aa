import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Every route change scrolls smoothly to the top (instantly if the user prefers less motion).
 * Not the first page: a prerendered page is readable (and scrollable) before the app starts, and
 * the app must not throw a reader who has scrolled down back to the top.
 */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
