import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREFERRED_LANGUAGE_KEY } from '../../lib/language';
import { renderWithProviders } from '../../test/render';
import { LanguageToggle } from './LanguageToggle';

describe('LanguageToggle', () => {
  it('switches the language, marks the active one and stores it', async () => {
    const { user } = renderWithProviders(<LanguageToggle />);
    const de = screen.getByRole('button', { name: /DE/ });
    expect(de.getAttribute('aria-pressed')).toBe('false');
    await user.click(de);
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /DE/ }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
