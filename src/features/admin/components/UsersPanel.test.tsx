import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { argsOf, type createFakeSupabase } from '../testing/fake-supabase';
import { UsersPanel } from './UsersPanel';

const JANE = {
  id: 'a1000000-0000-4000-8000-000000000001',
  name: 'Jane Doe',
  email: 'jane@example.test',
  role: 'investor',
  verification_status: 'pending',
  email_confirmed_at: '2026-11-12T10:05:00Z',
  created_at: '2026-11-12T10:00:00Z',
};

const state = vi.hoisted(() => ({ failLoad: false, unconfirmed: false }));
const fake = vi.hoisted(() => ({
  current: null as unknown as ReturnType<typeof createFakeSupabase>,
}));

vi.mock('../../../lib/supabase', async () => {
  const { createFakeSupabase: create } = await import('../testing/fake-supabase');
  fake.current = create(() =>
    state.failLoad
      ? { data: null, error: { message: 'boom', code: '500' }, count: null }
      : {
          data: [state.unconfirmed ? { ...JANE, email_confirmed_at: null } : JANE],
          error: null,
          count: 1,
        },
  );
  return { supabase: fake.current.client };
});

function renderPanel(language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <>
      <Notifications />
      <UsersPanel />
    </>,
    { language },
  );
}

beforeEach(() => {
  state.failLoad = false;
  state.unconfirmed = false;
  fake.current.queries.length = 0;
  fake.current.rpc.mockReset();
  fake.current.rpc.mockResolvedValue({ data: null, error: null });
});

describe('UsersPanel', () => {
  it('lists users newest first and filters by status in the query', async () => {
    const { user } = renderPanel();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Jane Doe')).toBeTruthy();
    expect(within(table).getByText('Buyer')).toBeTruthy();
    const first = fake.current.queries[0]!;
    expect(first.table).toBe('profiles');
    expect(argsOf(first, 'order')).toEqual(['created_at', { ascending: false }]);
    expect(argsOf(first, 'eq')).toBeUndefined();

    await user.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => {
      const last = fake.current.queries.at(-1)!;
      expect(argsOf(last, 'eq')).toEqual(['verification_status', 'pending']);
      expect(argsOf(last, 'range')).toEqual([0, 19]);
    });
  });

  it('verifies a user through set_verification after the confirmation, and confirms it', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Verify Jane Doe' }));
    // Nothing happens before the admin confirms what it will do (issue 32).
    const dialog = await screen.findByRole('dialog', { name: 'Verify Jane Doe?' });
    expect(within(dialog).getByText(/is told by email at jane@example.test/)).toBeTruthy();
    expect(fake.current.rpc).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(fake.current.rpc).toHaveBeenCalledWith('set_verification', {
        p_user_id: JANE.id,
        p_status: 'verified',
      }),
    );
    expect(await screen.findByText('Jane Doe is now verified.')).toBeTruthy();
  });

  it('keeps Verify disabled, with the reason, while the email address is not confirmed', async () => {
    state.unconfirmed = true;
    renderPanel('de');
    const verify = await screen.findByRole('button', { name: 'Jane Doe verifizieren' });
    expect(verify).toHaveProperty('disabled', true);
    expect(screen.getByText('E-Mail nicht bestätigt')).toBeTruthy();
    expect(verify.getAttribute('aria-describedby')).toBe(`email-unconfirmed-${JANE.id}`);
    expect(fake.current.rpc).not.toHaveBeenCalled();
  });

  it('rejects only with a reason, proposed (four eyes) with the note', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Reject Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jane Doe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Choose a reason: the other side is told why.'),
    ).toBeTruthy();
    expect(fake.current.rpc).not.toHaveBeenCalled();
    await user.click(within(dialog).getAllByLabelText(/^Reason/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Duplicate account' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Your words/ }), 'Second sign-up');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(fake.current.rpc).toHaveBeenCalledWith('propose_account_rejection', {
        p_user_id: JANE.id,
        p_reason_code: 'duplicate_account',
        p_reason_note: 'Second sign-up',
      }),
    );
  });

  it('says "Failed to verify user. Please try again." when verifying fails', async () => {
    fake.current.rpc.mockResolvedValue({ data: null, error: { message: 'denied', code: '42501' } });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Verify Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Jane Doe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Failed to verify user. Please try again.')).toBeTruthy();
  });

  it('says "Failed to reject user. Please try again." when rejecting fails', async () => {
    fake.current.rpc.mockResolvedValue({ data: null, error: { message: 'denied', code: '42501' } });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Reject Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jane Doe?' });
    await user.click(within(dialog).getAllByLabelText(/^Reason/)[0]);
    await user.click(
      await screen.findByRole('option', { name: 'Not eligible for the marketplace' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      (await screen.findAllByText('Failed to reject user. Please try again.')).length,
    ).toBeGreaterThan(0);
  });

  it('says "Failed to load users. Please try again." when the list does not load', async () => {
    state.failLoad = true;
    renderPanel();
    expect(await screen.findByText('Failed to load users. Please try again.')).toBeTruthy();
  });

  it('speaks German', async () => {
    state.failLoad = true;
    renderPanel('de');
    expect(
      await screen.findByText(
        'Die Nutzer konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Ausstehend' })).toBeTruthy();
  });
});
