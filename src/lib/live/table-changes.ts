import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { supabase } from '../supabase';

/** Tables whose changes the app follows (their publication: supabase/schemas, `supabase_realtime`). */
export type LiveTable =
  | 'notifications'
  | 'deal_reads'
  | 'deal_messages'
  | 'deal_offers'
  | 'diligence_requests'
  | 'diligence_questions';

/** One table under one filter (`column=eq.value`, as Realtime's postgres_changes takes it). */
export type TableSubscription = { table: LiveTable; filter: string };

export type TableChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

export type LiveStatus = 'connecting' | 'live' | 'offline';

export type TableListener = {
  /** A committed change of a row the database let this user read (RLS, checked by Realtime). */
  onChange: (change: TableChange) => void;
  /**
   * The subscription joined again after a dropped connection: changes committed meanwhile were
   * not delivered, so what they would have changed is read again.
   */
  onRejoin?: () => void;
};

type Shared = {
  channel: RealtimeChannel;
  listeners: Set<TableListener>;
  status: LiveStatus;
};

/** One Realtime channel per table and filter, shared by every component that follows it. */
const shared = new Map<string, Shared>();

/** Components showing a subscription's state (any subscription's change re-reads them all). */
const statusListeners = new Set<() => void>();

const keyOf = ({ table, filter }: TableSubscription) => `${table}:${filter}`;

function setStatus(entry: Shared, status: LiveStatus) {
  if (entry.status === status) return;
  entry.status = status;
  for (const notify of [...statusListeners]) notify();
}

function subscribeStatus(notify: () => void) {
  statusListeners.add(notify);
  return () => {
    statusListeners.delete(notify);
  };
}

function open(subscription: TableSubscription): Shared {
  const key = keyOf(subscription);
  const existing = shared.get(key);
  if (existing) return existing;
  let wasLive = false;
  const entry: Shared = {
    // A topic of its own per channel: supabase-js hands out an existing channel of the same topic,
    // which may be one still leaving after the last listener left a moment ago.
    channel: supabase.channel(`live:${key}:${crypto.randomUUID()}`),
    listeners: new Set(),
    status: 'connecting',
  };
  entry.channel
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: subscription.table, filter: subscription.filter },
      (change: TableChange) => {
        for (const listener of [...entry.listeners]) listener.onChange(change);
      },
    )
    .subscribe((state) => {
      if (state === 'SUBSCRIBED') {
        if (wasLive) for (const listener of [...entry.listeners]) listener.onRejoin?.();
        wasLive = true;
        setStatus(entry, 'live');
      } else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT' || state === 'CLOSED') {
        setStatus(entry, 'offline');
      }
    });
  shared.set(key, entry);
  for (const notify of [...statusListeners]) notify();
  return entry;
}

/**
 * Adds `listener` to the shared subscription of `subscription` (opening it for the first
 * listener); the returned function removes it (closing the channel after the last one).
 */
export function followTableChanges(
  subscription: TableSubscription,
  listener: TableListener,
): () => void {
  const entry = open(subscription);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    shared.delete(keyOf(subscription));
    void supabase.removeChannel(entry.channel);
  };
}

/**
 * The one hook for table changes: follows `subscription` (nothing while null) while the component
 * is mounted, through the shared channel, and returns its state. `listener` may change on every
 * render; the subscription does not.
 */
export function useTableChanges(
  subscription: TableSubscription | null,
  listener: TableListener,
): LiveStatus {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const table = subscription?.table;
  const filter = subscription?.filter;
  useEffect(() => {
    if (!table || filter === undefined) return;
    return followTableChanges(
      { table, filter },
      {
        onChange: (change) => latest.current.onChange(change),
        onRejoin: () => latest.current.onRejoin?.(),
      },
    );
  }, [table, filter]);
  return useLiveStatus(subscription);
}

/** The state of the shared subscription of `subscription` ('connecting' until it is opened). */
export function useLiveStatus(subscription: TableSubscription | null): LiveStatus {
  const key = subscription ? keyOf(subscription) : null;
  return useSyncExternalStore(
    subscribeStatus,
    () => (key ? (shared.get(key)?.status ?? 'connecting') : 'connecting'),
    () => 'connecting',
  );
}
