import { describe, expect, it } from 'vitest';
import {
  isLocalizedPage,
  languageOfUrlPath,
  localizedPath,
  stripLanguagePrefix,
} from './localized-path';

describe('localized paths', () => {
  it('knows the public pages that have a German URL', () => {
    for (const path of ['/', '/blog', '/blog/x', '/terms', '/privacy', '/compliance', '/security'])
      expect(isLocalizedPage(path)).toBe(true);
    for (const path of ['/login', '/dashboard', '/deals/1', '/blog/x/y', '/newsletter/confirm'])
      expect(isLocalizedPage(path)).toBe(false);
  });

  it('puts the German prefix on public pages only', () => {
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/blog/x', 'de')).toBe('/de/blog/x');
    expect(localizedPath('/login', 'de')).toBe('/login');
    expect(localizedPath('/de/blog/x', 'en')).toBe('/blog/x');
    expect(localizedPath('/de', 'en')).toBe('/');
    expect(localizedPath('/privacy', 'en')).toBe('/privacy');
  });

  it('takes the prefix off and reads the language from it', () => {
    expect(stripLanguagePrefix('/de')).toBe('/');
    expect(stripLanguagePrefix('/de/')).toBe('/');
    expect(stripLanguagePrefix('/de/privacy')).toBe('/privacy');
    expect(stripLanguagePrefix('/deals/1')).toBe('/deals/1');
    expect(languageOfUrlPath('/de/blog')).toBe('de');
    expect(languageOfUrlPath('/deals')).toBeNull();
    expect(languageOfUrlPath('/blog')).toBeNull();
  });
});
