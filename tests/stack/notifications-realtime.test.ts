// The bell's live count (issue 18): a new notification reaches its recipient through Realtime
// (postgres_changes on public.notifications, checked against its RLS), and nobody else, even a
// subscriber who asks for every row of the table or filters on the recipient's id.
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/support/identities';
import { serviceClient } from '../support/accounts';
import { closeClients, realtimeClient, subscribed, waitFor } from './support/realtime';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

afterAll(async () => {
  await closeClients();
});

describe('notifications over Realtime', () => {
  it('the recipient gets the new row; another user gets nothing', async () => {
    const [owner, buyer, stranger] = await Promise.all([
      createUser('rt-owner', { role: 'company', status: 'verified' }),
      createUser('rt-buyer', { role: 'investor', status: 'verified' }),
      createUser('rt-stranger', { role: 'investor', status: 'verified' }),
    ]);
    const { data: listingId } = await owner.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: 'Realtime GmbH',
      p_industry: 'Energy',
      p_revenue: '2M-5M',
      p_employees: '11-50',
      p_location: 'Belgium',
      p_description: 'x',
      p_anonymized_description: 'y',
    });

    const ownerChanges: Change[] = [];
    const strangerChanges: Change[] = [];
    const ownerClient = realtimeClient(owner.token!);
    const strangerClient = realtimeClient(stranger.token!);
    await subscribed(
      ownerClient.channel('bell-owner').on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'notifications',
          filter: `user_id=eq.${owner.id}`,
        },
        (c) => ownerChanges.push(c as Change),
      ),
    );
    await subscribed(
      strangerClient
        .channel('bell-stranger')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, (c) =>
          strangerChanges.push(c as Change),
        )
        .on(
          'postgres_changes',
          {
            event: '*',
            schema: 'public',
            table: 'notifications',
            filter: `user_id=eq.${owner.id}`,
          },
          (c) => strangerChanges.push(c as Change),
        ),
    );

    expect(
      (await buyer.client.from('inquiries').insert({ listing_id: listingId!, message: 'Live?' }))
        .error,
    ).toBeNull();
    const change = await waitFor(() => ownerChanges.find((c) => c.eventType === 'INSERT'), 10_000);
    expect(change.new).toMatchObject({ user_id: owner.id, kind: 'deal.message', read_at: null });
    expect((change.new as { payload: { excerpt: string } }).payload.excerpt).toBe('Live?');
    // A sentinel: a notice of the stranger's own, written after the owner's. Changes reach a
    // subscriber in commit order, so once the stranger has it, the owner's would have arrived.
    const { data: sentinel, error } = await serviceClient()
      .from('notifications')
      .insert({
        user_id: stranger.id!,
        kind: 'deal.message',
        link: '/dashboard',
        payload: { excerpt: 'sentinel' },
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    await waitFor(
      () => strangerChanges.some((c) => (c.new as { id?: string }).id === sentinel!.id),
      10_000,
    );
    expect(
      strangerChanges.map((c) => [c.eventType, (c.new as { user_id?: string }).user_id]),
    ).toEqual([['INSERT', stranger.id]]);
  });
});
