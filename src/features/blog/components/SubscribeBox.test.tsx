import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SubscribeBox } from './SubscribeBox';

const rpc = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/supabase', () => ({ supabase: { rpc } }));

beforeEach(() => rpc.mockReset());

describe('SubscribeBox', () => {
  it('rejects an invalid email without calling the server', async () => {
    const { user } = renderWithProviders(<SubscribeBox />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('asks for the subscription in the page language and says a confirmation link is on its way', async () => {
    rpc.mockResolvedValue({ data: null, error: null });
    const { user } = renderWithProviders(<SubscribeBox />, { language: 'de' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), ' Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByTestId('subscribe-success')).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('subscribe_newsletter', {
      p_email: 'ada@example.com',
      p_language: 'de',
    });
    expect(screen.getByText(/Bestätigungslink/)).toBeTruthy();
  });

  it('reports a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    rpc.mockResolvedValue({ data: null, error: { message: 'boom' } });
    const { user } = renderWithProviders(<SubscribeBox />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByTestId('subscribe-error').textContent).toContain('Subscribing failed'),
    );
  });
});
