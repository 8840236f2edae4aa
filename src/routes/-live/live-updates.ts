// The one map from a table's change to what it changes on screen: for each table the app follows
// live, the exact query keys a change makes stale, or the cache entry it is applied to directly
// (no request). Routes compose it (features do not import each other): the signed-in user's own
// tables for every page (src/routes/__root.tsx), a deal's tables on the deal page. Every
// subscription goes through the one hook of src/lib/live/table-changes.ts, which shares one
// channel per table and filter between all components that need it.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  threadMessageSchema,
  withMessage,
  type ThreadData,
} from '../../features/conversation/api/deal-thread';
import { conversationKeys } from '../../features/conversation/api/query-keys';
import { dashboardKeys } from '../../features/dashboard/api/dashboard-stats';
import { listingKeys } from '../../features/listings/api/query-keys';
import { dealPageKeys } from '../../features/deals/api/query-keys';
import { closingKeys } from '../../features/closing/api/query-keys';
import { dealTeamKeys } from '../../features/deal-team/api/query-keys';
import { diligenceKeys } from '../../features/diligence/api/query-keys';
import { offerKeys } from '../../features/offers/api/query-keys';
import type { DealOverview } from '../../features/deals/api/deal-overview';
import type { MyDeal } from '../../features/deals/api/my-deals';
import { notificationKeys } from '../../features/notifications/api/query-keys';
import {
  useTableChanges,
  type LiveStatus,
  type LiveTable,
  type TableChange,
} from '../../lib/live/table-changes';
import { unreadKeys, type UnreadByDeal } from '../../lib/unread-messages';
import { profileKeys } from '../../lib/session/current-profile';

/** Who is looking: the signed-in user and, on a deal page, the deal. */
export type LiveScope = { userId: string; dealId?: string };

type Effect = {
  /** Query keys a change makes stale (read again only while on screen). */
  stale?: (change: TableChange, scope: LiveScope) => QueryKey[];
  /** Applies the change to the cache directly; returns keys that still must be read again. */
  apply?: (change: TableChange, scope: LiveScope, queryClient: QueryClient) => QueryKey[];
  /** After a dropped connection: what changes missed meanwhile may have made stale. */
  rejoin: (scope: LiveScope) => QueryKey[];
};

const row = (change: TableChange): Record<string, unknown> =>
  (change.eventType === 'DELETE' ? change.old : change.new) as Record<string, unknown>;

/** The deal a notice is about, from its link to the deal's page. */
function dealOfLink(link: unknown): string | null {
  return typeof link === 'string' ? (/^\/deals\/([0-9a-f-]{36})/.exec(link)?.[1] ?? null) : null;
}

/** What a new notice of each kind says has changed besides the bell itself. */
function keysOfNotice(kind: string, dealId: string | null, { userId }: LiveScope): QueryKey[] {
  if (kind === 'deal.message') return []; // the thread and the unread counts follow their tables
  if (kind.startsWith('account.')) return [profileKeys.detail(userId)];
  // The deal page's due diligence follows its own tables; other pages' progress does not.
  if (kind.startsWith('diligence.'))
    return [diligenceKeys.progressAll, ...(dealId ? [diligenceKeys.deal(dealId)] : [])];
  // Removed from a team or a new role: the deal's team and what the member may do there.
  if (kind.startsWith('team.'))
    return [
      dealPageKeys.mine(userId),
      ...(dealId ? [dealTeamKeys.team(dealId), diligenceKeys.deal(dealId)] : []),
    ];
  // The other side ticked off, waived or added a closing step: the checklist is read again; the
  // closing itself also moves the deal (won), as a stage change below.
  const closing = kind.startsWith('closing.') && dealId ? [closingKeys.checklist(dealId)] : [];
  if (kind.startsWith('closing.') && kind !== 'closing.closed') return closing;
  if (
    kind.startsWith('deal.') ||
    kind.startsWith('offer.') ||
    kind.startsWith('exclusivity.') ||
    kind === 'closing.closed'
  )
    return [
      dashboardKeys.stats(userId),
      dashboardKeys.inbox(userId),
      listingKeys.overview(userId),
      dealPageKeys.mine(userId),
      dealPageKeys.pipelines,
      ...(dealId ? [dealPageKeys.overview(dealId)] : []),
      ...closing,
    ];
  return [];
}

/** The unread count of one deal applied to the lists that show it; keys for what cannot be. */
function applyReadState(
  change: TableChange,
  { userId }: LiveScope,
  queryClient: QueryClient,
): QueryKey[] {
  const state = row(change) as { deal_id?: string; unread_count?: number };
  const dealId = state.deal_id;
  if (!dealId) return [dealPageKeys.mine(userId), unreadKeys.of(userId)];
  const unread = change.eventType === 'DELETE' ? 0 : (state.unread_count ?? 0);
  // The inbox and the owner's table count what waits and what is unread (read again only while
  // on screen: the dashboard).
  const stale: QueryKey[] = [dashboardKeys.inbox(userId), listingKeys.overview(userId)];

  const mine = dealPageKeys.mine(userId);
  const deals = queryClient.getQueryData<MyDeal[]>(mine);
  if (deals?.some((deal) => deal.id === dealId))
    queryClient.setQueryData<MyDeal[]>(mine, (list) =>
      list?.map((deal) =>
        deal.id === dealId ? { ...deal, deal_reads: [{ unread_count: unread }] } : deal,
      ),
    );
  else if (deals) stale.push(mine);

  // The unread list (the top bar's, and the pipelines' counts per deal) names each deal's
  // listing: a deal not listed yet takes its listing from the deal's page or "My deals" when they
  // are cached, else it is read with its names.
  const badge = unreadKeys.of(userId);
  const rows = queryClient.getQueryData<UnreadByDeal>(badge);
  if (!rows) return stale;
  const listed = rows.some((entry) => entry.deal_id === dealId);
  const listing = listed || unread === 0 ? undefined : listingOfDeal(queryClient, dealId, userId);
  if (listing === null) return [...stale, badge];
  const added = listing ? [{ deal_id: dealId, unread_count: unread, listings: listing }] : [];
  queryClient.setQueryData<UnreadByDeal>(badge, (list) =>
    [...(list ?? []), ...added]
      .map((entry) => (entry.deal_id === dealId ? { ...entry, unread_count: unread } : entry))
      .filter((entry) => entry.unread_count > 0)
      .sort((a, b) => b.unread_count - a.unread_count),
  );
  return stale;
}

type BadgeListing = NonNullable<UnreadByDeal[number]['listings']>;

/** The listing of a deal as the top bar's list names it, from a cached page; null if none is. */
function listingOfDeal(
  queryClient: QueryClient,
  dealId: string,
  userId: string,
): BadgeListing | null {
  const overview = queryClient.getQueryData<DealOverview | null>(dealPageKeys.overview(dealId));
  if (overview)
    return {
      type: overview.listing_type,
      industry: overview.industry,
      location: overview.location,
      revenue: overview.revenue,
      listing_details: overview.title === null ? null : { title: overview.title },
    };
  const deal = queryClient
    .getQueryData<MyDeal[]>(dealPageKeys.mine(userId))
    ?.find((entry) => entry.id === dealId);
  if (!deal?.listing) return null;
  const { type, industry, location, revenue, listing_details } = deal.listing;
  return {
    type,
    industry,
    location,
    revenue,
    listing_details: listing_details && { title: listing_details.title },
  };
}

/** A new message of the open deal goes straight into its cached thread. */
function applyMessage(
  change: TableChange,
  { userId, dealId }: LiveScope,
  queryClient: QueryClient,
): QueryKey[] {
  if (!dealId || change.eventType !== 'INSERT') return [];
  const message = change.new as Record<string, unknown>;
  const thread = conversationKeys.thread(dealId);
  // An offer entry's facts come with the thread (the row holds only the offer's id).
  if (message.offer_event) return [thread];
  const parsed = threadMessageSchema.safeParse({
    ...message,
    client_id: message.sender_id === userId ? message.client_id : null,
  });
  if (!parsed.success) return [thread];
  queryClient.setQueryData<ThreadData>(thread, (data) => withMessage(data, parsed.data));
  // A read of the thread under way may have started before this message was committed; its
  // answer would replace the thread without it: read again instead.
  return queryClient.isFetching({ queryKey: thread }) > 0 ? [thread] : [];
}

export const TABLE_CHANGES: Record<LiveTable, Effect> = {
  // The bell: its count (and its list, read again only while open); a new notice also makes stale
  // what its kind says has changed.
  notifications: {
    // A new unread notice counts one up in place (no request) unless a read of the count is under
    // way, which may have started before the notice was committed: then it is read again.
    apply: (change, { userId }, queryClient) => {
      const count = notificationKeys.unreadCount(userId);
      if (change.eventType !== 'INSERT') return [count];
      if (change.new.read_at) return [];
      if (queryClient.isFetching({ queryKey: count }) > 0) return [count];
      queryClient.setQueryData<number>(count, (unread) =>
        unread === undefined ? unread : unread + 1,
      );
      return [];
    },
    stale: (change, scope) => [
      notificationKeys.latest(scope.userId),
      ...(change.eventType === 'INSERT'
        ? keysOfNotice(String(change.new.kind ?? ''), dealOfLink(change.new.link), scope)
        : []),
    ],
    rejoin: ({ userId }) => [notificationKeys.all(userId)],
  },
  // The user's read state per deal: a message for them or their own read mark. The new count is
  // in the row itself, so it is applied, not read again.
  deal_reads: {
    apply: applyReadState,
    rejoin: ({ userId }) => [unreadKeys.of(userId), dealPageKeys.mine(userId)],
  },
  deal_messages: {
    apply: applyMessage,
    rejoin: ({ dealId }) => (dealId ? [conversationKeys.thread(dealId)] : []),
  },
  // An offer submitted, decided or withdrawn: the deal page's overview holds the offers, the
  // stage and the exclusivity (the thread's offer entry arrives as a message).
  deal_offers: {
    stale: (_change, { dealId }) =>
      dealId
        ? [dealPageKeys.overview(dealId), offerKeys.thread(dealId), offerKeys.clock(dealId)]
        : [],
    rejoin: ({ dealId }) =>
      dealId
        ? [dealPageKeys.overview(dealId), offerKeys.thread(dealId), offerKeys.clock(dealId)]
        : [],
  },
  // A request asked, answered, accepted or reopened, a question asked or answered (approved):
  // the deal's due diligence is read again (links and names come with it), and the owner's
  // side-by-side progress.
  diligence_requests: {
    stale: (_change, { dealId }) =>
      dealId ? [diligenceKeys.deal(dealId), diligenceKeys.progressAll] : [],
    rejoin: ({ dealId }) => (dealId ? [diligenceKeys.deal(dealId), diligenceKeys.progressAll] : []),
  },
  diligence_questions: {
    stale: (_change, { dealId }) =>
      dealId ? [diligenceKeys.deal(dealId), diligenceKeys.progressAll] : [],
    rejoin: ({ dealId }) => (dealId ? [diligenceKeys.deal(dealId), diligenceKeys.progressAll] : []),
  },
};

/** What `change` of `table` does to the cache: applied in place, and the keys made stale. */
export function applyTableChange(
  queryClient: QueryClient,
  table: LiveTable,
  change: TableChange,
  scope: LiveScope,
) {
  const effect = TABLE_CHANGES[table];
  const stale = [
    ...(effect.apply?.(change, scope, queryClient) ?? []),
    ...(effect.stale?.(change, scope) ?? []),
  ];
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
  return stale;
}

function useTable(table: LiveTable, filter: string | null, scope: LiveScope): LiveStatus {
  const queryClient = useQueryClient();
  return useTableChanges(filter === null ? null : { table, filter }, {
    onChange: (change) => applyTableChange(queryClient, table, change, scope),
    onRejoin: () => {
      for (const queryKey of TABLE_CHANGES[table].rejoin(scope))
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The signed-in user's own tables (the bell, the unread counts), followed on every page. */
export function useLiveUserUpdates(userId: string | null) {
  const scope = { userId: userId ?? '' };
  const filter = userId ? `user_id=eq.${userId}` : null;
  useTable('notifications', filter, scope);
  useTable('deal_reads', filter, scope);
}

/** A deal page's own tables: its messages (the returned state) and its offers. */
export function useLiveDealUpdates(dealId: string, userId: string): LiveStatus {
  const scope = { userId, dealId };
  const filter = `deal_id=eq.${dealId}`;
  useTable('deal_offers', filter, scope);
  return useTable('deal_messages', filter, scope);
}

/**
 * A deal's due diligence (its requests and questions), followed while it is shown (`enabled`:
 * the database opened it to the viewer); returns the requests' channel state.
 */
export function useLiveDiligenceUpdates(
  dealId: string,
  userId: string,
  enabled: boolean,
): LiveStatus {
  const scope = { userId, dealId };
  const filter = enabled ? `deal_id=eq.${dealId}` : null;
  useTable('diligence_questions', filter, scope);
  return useTable('diligence_requests', filter, scope);
}
