import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every route change scrolls smoothly to the top (instantly if the user prefers less motion). */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
