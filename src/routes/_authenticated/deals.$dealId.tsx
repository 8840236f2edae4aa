import { Anchor, Container, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDataRoom } from '../../features/dataroom/api/data-room';
import { DataRoomDocuments } from '../../features/dataroom/components/DataRoomDocuments';
import { useUploadOneDocument } from '../../features/dataroom/api/upload-document';
import { useDealDiligence } from '../../features/diligence/api/deal-diligence';
import { BuyerQualification } from '../../features/buyer-profile/components/BuyerQualification';
import { CapacityRequirementNotice } from '../../features/buyer-profile/components/CapacityRequirementNotice';
import { dealPageKeys } from '../../features/deals/api/query-keys';
import { useDealOverview } from '../../features/deals/api/deal-overview';
import { myDealsQueryOptions } from '../../features/deals/api/my-deals';
import { myCapacityQueryOptions } from '../../features/buyer-profile/api/my-capacity';
import { conversationKeys } from '../../features/conversation/api/query-keys';
import { DealConversation } from '../../features/conversation/components/DealConversation';
import { DealPage } from '../../features/deals/components/DealPage';
import type { DealSeat } from '../../features/deals/next-step-words';
import { DealDiligence } from '../../features/diligence/components/DealDiligence';
import { useDealTeam } from '../../features/deal-team/api/deal-team';
import { DealTeamPanel } from '../../features/deal-team/components/DealTeamPanel';
import { DealOffers } from '../../features/offers/components/DealOffers';
import { LoiArchive } from '../../features/offers/components/LoiArchive';
import { ClosingPanel } from '../../features/closing/components/ClosingPanel';
import { DealArchivePanel } from '../../features/closing/components/DealArchivePanel';
import { useClosing } from '../../features/closing/api/closing-checklist';
import { ErrorPage } from '../../components/errors/ErrorPage';
import { usePageMeta } from '../../lib/use-page-meta';
import { useLiveDealUpdates, useLiveDiligenceUpdates } from '../-live/live-updates';

/** A deal id has this shape; anything else is a mistyped link, not a request to the server. */
const DEAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The deal page's prefetch: its code (the fetchers) loads on demand, out of the first load. */
const loadDealPrefetch = () => import('../-deal/prefetch-deal');

export const Route = createFileRoute('/_authenticated/deals/$dealId')({
  staticData: {
    // The deal's data does not wait for the guard's profile read on a first load: deal_overview()
    // and deal_thread() answer only the deal's parties and admins, and the guard sends anyone
    // else away anyway.
    prefetchWithSession: ({ queryClient, params, session }) => {
      const { dealId } = params as { dealId?: string };
      if (!dealId || !DEAL_ID.test(dealId)) return;
      const api = loadDealPrefetch();
      void session
        .then((signedIn) =>
          signedIn ? api.then((module) => module.prefetchDeal(queryClient, dealId)) : undefined,
        )
        .catch(() => undefined);
    },
  },
  // The deal, the last 50 messages, the listing's changes and (for a buyer) their own capacity:
  // requests sent together. Failures are shown by the page (with retry), not the error page.
  loader: ({ context, params }) => {
    if (!DEAL_ID.test(params.dealId)) return undefined;
    if (context.profile.role === 'investor')
      void context.queryClient.prefetchQuery(myCapacityQueryOptions(context.profile.id));
    // Opened from "My deals": the listing is known, and what needs it is read at once too.
    const listed = context.queryClient
      .getQueryData(myDealsQueryOptions(context.profile.id).queryKey)
      ?.find((deal) => deal.id === params.dealId);
    const known = listed && { listingId: listed.listing_id, viewerIsBuyer: true };
    return loadDealPrefetch().then((module) =>
      module.prefetchDeal(context.queryClient, params.dealId, known),
    );
  },
  component: DealRoute,
});

function DealRoute() {
  const { dealId } = Route.useParams();
  return DEAL_ID.test(dealId) ? <DealSections dealId={dealId} /> : <DealNotFound />;
}

/**
 * A deal that does not exist or is not the viewer's (a wrong or old link): a page that says so,
 * with the way back, and nothing else asked of the server.
 */
function DealNotFound() {
  const { t } = useTranslation(['deals', 'common']);
  usePageMeta(t('page.notFoundTitle'), t('page.notFound'));
  return (
    <ErrorPage
      code={t('common:errors.notFoundCode')}
      title={t('page.notFoundTitle')}
      text={<span data-testid="deal-not-found">{t('page.notFound')}</span>}
      actions={
        <Anchor component={Link} to="/dashboard">
          {t('page.back')}
        </Anchor>
      }
    />
  );
}

function DealSections({ dealId }: { dealId: string }) {
  const { t } = useTranslation('deals');
  usePageMeta(t('page.metaTitle'), t('page.metaDescription'));
  const { profile } = Route.useRouteContext();
  // The offers section reads the same deal_overview answer (no request of its own).
  const overview = useDealOverview(dealId);
  // The deal's messages and offers arrive live (the conversation shows the channel's state).
  useLiveDealUpdates(dealId, profile.id);
  const queryClient = useQueryClient();
  const offerChanged = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dealPageKeys.all }),
      queryClient.invalidateQueries({ queryKey: conversationKeys.thread(dealId) }),
    ]).then(() => undefined);
  const listingId = overview.data?.listing_id;
  // A member of a side's team reads as their side; the decisions stay with the principals and
  // the leads of their teams (private.decides_for_side()).
  const team = useDealTeam(dealId);
  // A lead decides for the side only with a verified account (private.decides_for_side()): a
  // lead whose account is still under review reads and writes as a contributor meanwhile.
  const verified = profile.verificationStatus === 'verified';
  const isLead = team.data?.is_principal === true || (team.data?.my_role === 'lead' && verified);
  // Offers and the exclusivity clock act for the principals and leads (their RPCs refuse other
  // members: private.decides_for_side()): no button until public.deal_team() has said who the
  // viewer is (admins read the deal as admins).
  const isAdmin = overview.data?.viewer_role === 'admin';
  // The principals' own cards (their signed NDA, the buyer's access fee and buying capacity): the
  // deal's buyer (known from the deal itself), the listing's owner once public.deal_team() has
  // said so, admins; never a member of a team, whatever their role or state.
  const principal =
    overview.data?.buyer_id === profile.id || team.data?.is_principal === true || isAdmin;
  // The next step speaks to whoever looks (public.deal_team(), read with the deal): a principal,
  // or a member of a side's team by their role; while the team is not known (the loader reads it
  // with the deal, so rarely), the next step says only what happens and offers no action.
  const seat: DealSeat = principal
    ? { kind: 'principal' }
    : team.data?.my_role
      ? { kind: 'member', role: team.data.my_role, verified }
      : { kind: 'unknown' };
  const offersReadOnly = !isAdmin && !isLead;
  const clockReadOnly = !isAdmin && !isLead;
  // A running closing checklist wins the deal by closing it (the same query as the panel's).
  // (While it loads, no "mark as won" either: it would be refused once a checklist runs.)
  const inExclusivity = overview.data?.stage === 'in_exclusivity';
  const closing = useClosing(dealId, inExclusivity);
  const closingRunning =
    inExclusivity &&
    (closing.isPending || Boolean(closing.data?.checklist && !closing.data.checklist.closed_at));
  // The data room answers after the deal (it needs the listing's id): the sections below it are
  // shown once it has answered, so that it never pushes down what the user may already click
  // (the team's invitation, the offers, the composer). Its own loader holds its place meanwhile.
  const room = useDataRoom(listingId);
  const belowShown = Boolean(overview.data && listingId && !room.isPending);
  if (overview.isSuccess && !overview.data) return <DealNotFound />;
  return (
    <Container py="xl" size="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('page.back')}
        </Anchor>
        <DealPage
          dealId={dealId}
          viewerName={profile.name}
          principal={principal}
          seat={seat}
          closingRunning={closingRunning}
        />
        {listingId && (
          <DataRoomDocuments
            listingId={listingId}
            archive={<LoiArchive dealId={dealId} listingId={listingId} />}
          />
        )}
        {belowShown && <DealTeamPanel dealId={dealId} />}
        {belowShown && <BuyerCapacitySlot dealId={dealId} viewerId={profile.id} />}
        {/* Due diligence: the database shows it once access is granted (else nothing). */}
        {belowShown && listingId && (
          <DiligenceSlot dealId={dealId} userId={profile.id} listingId={listingId} />
        )}
        {belowShown && overview.data && (
          <DealOffers
            deal={overview.data}
            onChanged={offerChanged}
            readOnly={offersReadOnly}
            clockReadOnly={clockReadOnly}
          />
        )}
        {/* Closing: the checklist once an accepted offer's exclusivity runs (and after won). */}
        {belowShown && overview.data && listingId && team.data && (
          <ClosingSlot
            dealId={dealId}
            listingId={listingId}
            stage={overview.data.stage}
            mySide={team.data.my_side}
            myRole={team.data.my_role}
            isPrincipal={team.data.is_principal === true}
            onClosed={offerChanged}
          />
        )}
        {/* The archive of a closed deal (both sides, admins): nothing while the deal is open. */}
        {overview.data && listingId && (
          <DealArchivePanel
            dealId={dealId}
            listingId={listingId}
            side={overview.data.viewer_role === 'buyer' ? 'buyer' : 'seller'}
            stage={overview.data.stage}
          />
        )}
        {/* Conversation slot: the per-deal thread (src/features/conversation) is mounted here,
            once the deal is known to be the viewer's. */}
        {overview.data && <DealConversation dealId={dealId} held={!belowShown} />}
      </Stack>
    </Container>
  );
}

/**
 * The due diligence, live while the database shows it to the viewer (a new answer appears without
 * a reload); the listing's owner answers with a new upload through the data room's one upload path.
 */
function DiligenceSlot({
  dealId,
  userId,
  listingId,
}: {
  dealId: string;
  userId: string;
  listingId: string;
}) {
  // The same query DealDiligence reads (no request of its own): followed once it is open.
  const diligence = useDealDiligence(dealId);
  const live = useLiveDiligenceUpdates(dealId, userId, Boolean(diligence.data));
  const upload = useUploadOneDocument(listingId);
  return <DealDiligence dealId={dealId} userId={userId} uploadDocument={upload} live={live} />;
}

/** The closing checklist; drafts are uploaded through the data room's one upload path. */
function ClosingSlot({
  listingId,
  ...props
}: Omit<Parameters<typeof ClosingPanel>[0], 'uploadDocument'> & { listingId: string }) {
  const upload = useUploadOneDocument(listingId);
  return <ClosingPanel {...props} uploadDocument={(file) => upload(file)} />;
}

/**
 * Buying capacity on the deal page: the owner's side sees the buyer's verified band and investment
 * profile; the buyer sees the listing's required band (if any) and whether theirs meets it (their
 * own capacity: not a card for a member of the buyer's team).
 */
function BuyerCapacitySlot({ dealId, viewerId }: { dealId: string; viewerId: string }) {
  const overview = useDealOverview(dealId);
  const deal = overview.data;
  if (!deal) return null;
  if (deal.viewer_role !== 'buyer') return <BuyerQualification buyerId={deal.buyer_id} />;
  if (deal.buyer_id !== viewerId) return null;
  return <CapacityRequirementNotice listingId={deal.listing_id} userId={viewerId} />;
}
