import { useEffect, useRef } from 'react';
import { supabase } from '../../../lib/supabase';

/**
 * Offers submitted, accepted, declined or withdrawn arrive through Realtime (postgres_changes on
 * deal_offers: INSERT for a new offer, UPDATE for a decision or a withdrawal). The database hands
 * a row only to subscribers its RLS lets read it (the deal's buyer, the listing's owner, admins).
 * The row alone does not say what the page shows around it (the deal's stage, the exclusivity),
 * so each change calls `onChange`, which reads the page again; so does a reconnection, so that
 * nothing decided meanwhile is missed.
 */
export function useLiveOffers(dealId: string, onChange: () => unknown) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    const filter = `deal_id=eq.${dealId}`;
    let wasLive = false;
    // A topic of its own per subscription: supabase-js hands out an existing channel of the same
    // topic, which may be one still leaving after a quick remount.
    const channel = supabase
      .channel(`deal-offers:${dealId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'deal_offers', filter },
        () => void latest.current(),
      )
      .subscribe((state) => {
        if (state !== 'SUBSCRIBED') return;
        if (wasLive) void latest.current();
        wasLive = true;
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [dealId]);
}
