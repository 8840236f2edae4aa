import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nReady, loadLanguage } from '../lib/i18n';
import { LANGUAGES } from '../lib/language';

// The app loads one language's texts on demand; tests switch freely, so both are loaded first.
await i18nReady;
await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));

// jsdom lacks a few browser APIs Mantine and the layout use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
