import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('leaves the first page where it is and scrolls to the top once a new page has rendered', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    // The test router keeps its own scroll reset (the app's router turns it off): only the smooth
    // scrolls are ScrollToTop's.
    const smoothScrolls = () =>
      scrollTo.mock.calls.filter(
        (args) => (args[0] as unknown as ScrollToOptions | undefined)?.behavior === 'smooth',
      );
    const { router } = await renderWithRouter(<ScrollToTop />, { path: '/terms' });
    expect(smoothScrolls()).toEqual([]);

    await act(() => router.navigate({ to: '/privacy' }));
    expect(smoothScrolls()).toEqual([[{ top: 0, left: 0, behavior: 'smooth' }]]);

    // Only the search changes: same page, no scroll.
    await act(() => router.navigate({ to: '/privacy', search: { q: 'x' } }));
    expect(smoothScrolls()).toHaveLength(1);
  });
});
