import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { type createFakeSupabase } from '../testing/fake-supabase';
import { CloseDealModal } from './CloseDealModal';

const LISTING = {
  id: 'b0000000-0000-4000-8000-000000000039',
  title: 'Metallbau',
  successFeeEur: null,
};

const fake = vi.hoisted(() => ({
  current: null as unknown as ReturnType<typeof createFakeSupabase>,
}));
vi.mock('../../../lib/supabase', async () => {
  const { createFakeSupabase: create } = await import('../testing/fake-supabase');
  fake.current = create(() => ({
    data: [{ id: LISTING.id, industry: 'Manufacturing', details: { title: 'Metallbau' } }],
    error: null,
  }));
  return { supabase: fake.current.client };
});

beforeEach(() => {
  fake.current.rpc.mockReset();
  fake.current.rpc.mockResolvedValue({ data: null, error: null });
});

function renderModal(target: typeof LISTING | null = LISTING, onClose = vi.fn()) {
  const result = renderWithProviders(
    <>
      <Notifications />
      <CloseDealModal opened target={target} onClose={onClose} />
    </>,
  );
  return { ...result, onClose };
}

describe('CloseDealModal', () => {
  it('refuses a fee above 5,000 EUR without calling the database', async () => {
    const { user } = renderModal();
    await user.type(screen.getByLabelText(/Success fee/), '5001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The success fee must be between 0 and 5,000 EUR.'),
    ).toBeTruthy();
    expect(fake.current.rpc).not.toHaveBeenCalled();
  });

  it('requires a fee', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the success fee.')).toBeTruthy();
  });

  it('closes the listing with the fee through close_listing and confirms it', async () => {
    const { user, onClose } = renderModal();
    await user.type(screen.getByLabelText(/Success fee/), '4500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.current.rpc).toHaveBeenCalledWith('close_listing', {
        p_listing_id: LISTING.id,
        p_success_fee_eur: 4500,
      }),
    );
    expect(await screen.findByText('Deal closed with a success fee of €4,500.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('reports a failure and stays open', async () => {
    fake.current.rpc.mockResolvedValue({ data: null, error: { message: 'x', code: '22023' } });
    const { user, onClose } = renderModal();
    await user.type(screen.getByLabelText(/Success fee/), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to close the deal. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without a listing asks to pick one of the active listings', async () => {
    const { user } = renderModal(null);
    await user.type(screen.getByLabelText(/Success fee/), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a listing.')).toBeTruthy();
    expect(fake.current.rpc).not.toHaveBeenCalled();
  });
});
