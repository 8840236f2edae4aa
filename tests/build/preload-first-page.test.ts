// The build plugin that preloads the first page's chunks maps route files to URL patterns.
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../vite-preload-first-page';

const matches = (file: string, path: string) => new RegExp(routePattern(file)!).test(path);

describe('routePattern', () => {
  it('maps index routes to their folder', () => {
    expect(matches('index', '/')).toBe(true);
    expect(matches('index', '/login')).toBe(false);
    expect(matches('blog/index', '/blog')).toBe(true);
    expect(matches('blog/index', '/blog/')).toBe(true);
  });

  it('leaves out pathless layout folders and skips the layouts themselves', () => {
    expect(matches('_authenticated/discover', '/discover')).toBe(true);
    expect(matches('_authenticated/discover', '/discovery')).toBe(false);
    expect(routePattern('_authenticated')).toBeNull();
  });

  it('turns $params into one path segment', () => {
    expect(matches('blog/$articleId', '/blog/how-to-sell')).toBe(true);
    expect(matches('blog/$articleId', '/blog/a/b')).toBe(false);
    expect(matches('blog/$articleId', '/blog')).toBe(false);
  });
});
