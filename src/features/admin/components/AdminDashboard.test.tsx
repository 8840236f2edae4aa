import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminDashboard } from './AdminDashboard';

const STATS = vi.hoisted(() => ({
  totalUsers: 12,
  totalScouts: 3,
  totalInvestors: 5,
  totalCompanies: 3,
  totalListings: 40,
  totalInquiries: 7,
  verifiedUsers: 9,
  pendingUsers: 2,
  rejectedUsers: 1,
}));

vi.mock('../../../lib/supabase', async () => {
  const { createFakeSupabase: create } = await import('../testing/fake-supabase');
  const fake = create(() => ({ data: [], error: null, count: 0 }));
  fake.invoke.mockResolvedValue({ data: STATS, error: null });
  return { supabase: fake.client };
});

describe('AdminDashboard', () => {
  it('shows the statistics of the admin function and the sections and the key figures', async () => {
    renderWithProviders(<AdminDashboard />);
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('stat-pendingUsers').textContent).toBe('Pending2'),
    );
    expect(screen.getByTestId('stat-totalUsers').textContent).toContain('12');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Users',
      'All deals',
      'Finance',
      'Buying capacity',
      'Listings & deals',
      'Inquiries',
      'Messages',
      'Audit trail',
      'Key figures',
    ]);
    expect(await screen.findByText('No users match this filter.')).toBeTruthy();
  });

  it('in German', async () => {
    renderWithProviders(<AdminDashboard />, { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Admin-Dashboard' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Nutzer',
      'Alle Deals',
      'Finanzen',
      'Kaufkraft',
      'Inserate & Abschlüsse',
      'Anfragen',
      'Nachrichten',
      'Prüfprotokoll',
      'Kennzahlen',
    ]);
  });
});
