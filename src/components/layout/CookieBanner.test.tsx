import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from '../../lib/cookie-consent';
import { renderWithRouter } from '../../test/render';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  it('shows while no choice is stored and stores Accept as true', async () => {
    const { user } = await renderWithRouter(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('stores Decline as false', async () => {
    const { user } = await renderWithRouter(<CookieBanner />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
  });

  it('closes without storing a choice', async () => {
    const { user } = await renderWithRouter(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Close cookie notice' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('stays hidden once a choice is stored', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    await renderWithRouter(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
