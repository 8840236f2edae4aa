import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessRequestErrorText } from './AccessRequestErrorText';
import { AnchorLink } from '../../../components/AnchorLink';
import { MoveButton } from './MoveButton';
import { DecisionButton, type DecisionStage } from './DecisionButton';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { ConfidentialDetails } from './ConfidentialDetails';
import { isBackendUnreachable } from '../../../lib/db';
import { useErrorWords } from '../../../lib/error-words';
import { formatDate, formatEur } from '../../../lib/format';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { dealPageKeys } from '../api/deal-keys';
import { useDealOverview, type DealOverview, type DealStage } from '../api/deal-overview';
import { useMoveDeal } from '../api/move-deal';
import { useWonDealConfirmation } from '../api/won-deal-confirmation';
import { UNLOCK_PRICE_EUR } from '../unlock-price';
import { NdaForm } from './NdaForm';
import { ListingChanges } from './ListingChanges';
import { listingReference } from '../../../lib/listing-reference';
import { SignedNda } from './SignedNda';
import { StageBadge } from './StageBadge';

/** The path a deal takes; the ended stages leave it. */
export const DEAL_PATH: DealStage[] = [
  'interested',
  'nda_signed',
  'access_requested',
  'access_granted',
  'offer_submitted',
  'in_exclusivity',
  'won',
];
const ENDED: DealStage[] = ['declined', 'withdrawn', 'lost', 'revoked'];
/** Stages another buyer's exclusivity pauses (private.paused_deals()): the buyer had access. */
const PAUSED_STAGES: DealStage[] = ['access_granted', 'offer_submitted'];
/** A buyer's own steps that need the listing to be active. */
const OPEN_BEFORE_ACCESS: DealStage[] = ['interested', 'nda_signed', 'declined'];

/** Where an ended deal stopped on the path (for the steps shown as done). */
function pathIndex(deal: DealOverview): number {
  if (!ENDED.includes(deal.stage)) return DEAL_PATH.indexOf(deal.stage);
  const last = [...deal.events].reverse().find((e) => DEAL_PATH.includes(e.to));
  return last ? DEAL_PATH.indexOf(last.to) : 0;
}

type Props = {
  dealId: string;
  viewerName?: string;
  /** A member of a side's team (not its principal): the principals' NDA is not theirs to read. */
  readOnly?: boolean;
  /** The next step's actions: the principals' and (the owner's decisions) the owner's leads'. */
  decides?: boolean;
  /**
   * A closing checklist runs (src/features/closing, composed by the route): the deal is won by
   * closing it there (public.close_deal()); move_deal() to won is refused, so no button here.
   */
  closingRunning?: boolean;
};

/** One deal: its steps, the next step for whoever looks, the fee explained, the decisions. */
export function DealPage({
  dealId,
  viewerName,
  readOnly = false,
  decides = !readOnly,
  closingRunning = false,
}: Props) {
  const { t, i18n } = useTranslation('deals');
  const overview = useDealOverview(dealId);
  const errorWords = useErrorWords();

  if (overview.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  // A failed refetch keeps the deal read before (the connection banner says it is not fresh).
  if (overview.isError && !overview.data)
    return (
      <Alert color={isBackendUnreachable(overview.error) ? 'yellow' : 'red'} role="alert">
        <Text size="sm">
          {isBackendUnreachable(overview.error)
            ? t('modal.offline')
            : t('modal.loadFailed', { message: errorWords(overview.error) })}
        </Text>
        <Button size="xs" mt="xs" variant="light" onClick={() => void overview.refetch()}>
          {t('modal.retry')}
        </Button>
      </Alert>
    );
  if (!overview.data)
    return (
      <Alert color="gray" role="status" title={t('page.notFoundTitle')}>
        {t('page.notFound')}
      </Alert>
    );
  return (
    <DealPageBody
      deal={overview.data}
      viewerName={viewerName}
      language={i18n.language}
      readOnly={readOnly}
      decides={decides}
      closingRunning={closingRunning}
    />
  );
}

function DealPageBody({
  closingRunning,
  deal,
  viewerName,
  language,
  readOnly,
  decides,
}: {
  deal: DealOverview;
  viewerName?: string;
  language: string;
  readOnly: boolean;
  decides: boolean;
  closingRunning: boolean;
}) {
  const { t } = useTranslation(['deals', 'listings']);
  const anonymousTitle = useAnonymousListingTitle();
  const title =
    deal.title ??
    anonymousTitle({
      type: deal.listing_type,
      industry: deal.industry,
      location: deal.location,
      revenue: deal.revenue,
    });
  const active = pathIndex(deal);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [stepsOpen, setStepsOpen] = useState(false);
  const ended = ENDED.includes(deal.stage);
  const price = formatEur(UNLOCK_PRICE_EUR, language);
  // A won deal is the owner's claim until an admin confirms it (and books the success fee).
  const confirmation = useWonDealConfirmation(
    deal.id,
    deal.stage === 'won' && deal.viewer_role !== 'buyer',
  ).data;

  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs" mb={4}>
          <StageBadge stage={deal.stage} />
          {deal.listing_status === 'closed' && (
            <Badge color="gray" variant="outline">
              {t('deals:page.listingClosed')}
            </Badge>
          )}
          {confirmation?.status === 'pending' && (
            <Badge color="yellow" variant="light" data-testid="won-awaiting-confirmation">
              {t('deals:page.awaitingConfirmation')}
            </Badge>
          )}
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deals:modal.reference', { ref: listingReference(deal.listing_id) })}
          {deal.viewer_role !== 'buyer' && deal.buyer_name
            ? ` · ${t('deals:page.buyer', { name: deal.buyer_name })}`
            : ''}
        </Text>
      </div>

      {/* The next step first (issue 33: on a phone it is in view without scrolling). */}
      {deal.stale_since && (
        <Alert color="orange" role="status" title={t('deals:stale.title')} data-testid="deal-stale">
          {t(deal.viewer_role === 'buyer' ? 'deals:stale.buyer' : 'deals:stale.owner', {
            date: formatDate(deal.stale_since, language),
          })}
        </Alert>
      )}

      <NextStep
        deal={deal}
        viewerName={viewerName}
        decides={decides}
        closingRunning={closingRunning}
      />
      <ListingChanges dealId={deal.id} />

      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('deals:page.stepsHeading')}
        </Title>
        {/* On phones the steps fold to one line (issue 33): the next step above stays in view. */}
        {phone && (
          <Group justify="space-between" gap="xs" wrap="wrap" data-testid="deal-steps-folded">
            <Text size="sm">
              {t('deals:page.stepOf', {
                n: Math.min(active + 1, DEAL_PATH.length),
                total: DEAL_PATH.length,
                stage: t(`deals:stages.${DEAL_PATH[Math.max(0, active)]}`),
              })}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              style={{ flexShrink: 0 }}
              aria-expanded={stepsOpen}
              onClick={() => setStepsOpen((open) => !open)}
            >
              {stepsOpen ? t('deals:page.hideSteps') : t('deals:page.showSteps')}
            </Button>
          </Group>
        )}
        {(!phone || stepsOpen) && (
          <Stepper
            mt={phone ? 'sm' : undefined}
            active={ended ? active : deal.stage === 'won' ? DEAL_PATH.length : active + 1}
            orientation="vertical"
            size="sm"
            allowNextStepsSelect={false}
          >
            {DEAL_PATH.map((stage) => {
              const event = deal.events.find((e) => e.to === stage);
              return (
                <Stepper.Step
                  key={stage}
                  label={t(`deals:stages.${stage}`)}
                  description={event ? formatDate(event.at, language) : undefined}
                />
              );
            })}
          </Stepper>
        )}
        {ended && (
          <Alert color={deal.stage === 'declined' ? 'orange' : 'gray'} mt="sm" role="status">
            {t(`deals:page.ended.${deal.stage as 'declined' | 'withdrawn' | 'lost' | 'revoked'}`)}
          </Alert>
        )}
      </Paper>

      {/* The principals' signed NDA (a team member signed their own, at their invitation). */}
      {deal.nda_signed_at && !readOnly && (
        <SignedNda deal={{ ...deal, nda_signed_at: deal.nda_signed_at }} />
      )}

      {/* The access fee is the buyer's to pay: the owner side is not shown the buyer's box. */}
      {deal.viewer_role === 'buyer' && (
        <Paper withBorder radius="md" p="md" data-testid="deal-fee">
          <Title order={2} size="h4" mb="xs">
            {t('deals:fee.heading', { price })}
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>{t('deals:fee.buys')}</List.Item>
            <List.Item>{t('deals:fee.when')}</List.Item>
            <List.Item>{t('deals:fee.free')}</List.Item>
            <List.Item>{t('deals:fee.invoice')}</List.Item>
          </List>
          {deal.invoice_number && (
            <Text size="sm" mt="sm">
              {t('deals:fee.charged', { number: deal.invoice_number })}{' '}
              <AnchorLink to="/profile" search={{ tab: 'billing' }} underline="always">
                {t('deals:fee.toBilling')}
              </AnchorLink>
            </Text>
          )}
        </Paper>
      )}
      {/* Who decides access, told to both sides in the same words as the security page. */}
      <Text size="sm" c="dimmed" data-testid="who-decides">
        {t('deals:whoDecides')}
      </Text>

      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {t('deals:page.teaserHeading')}
        </Title>
        <Text size="sm">{deal.anonymized_description}</Text>
        {deal.description !== null && (
          <ConfidentialDetails
            mt="sm"
            description={deal.description}
            fullDetails={deal.full_details}
          />
        )}
      </Paper>
    </Stack>
  );
}

/** What happens next, for the buyer or for the owner (or an admin in the owner's place). */
function NextStep({
  deal,
  viewerName,
  decides,
  closingRunning,
}: {
  deal: DealOverview;
  viewerName?: string;
  decides: boolean;
  closingRunning: boolean;
}) {
  const { t, i18n } = useTranslation('deals');
  const move = useMoveDeal(deal.id);
  const queryClient = useQueryClient();
  const [signing, setSigning] = useState(false);
  const [confirmingWon, setConfirmingWon] = useState(false);
  const price = formatEur(UNLOCK_PRICE_EUR, i18n.language);
  const isBuyer = deal.viewer_role === 'buyer';
  const stage = deal.stage;
  const confirmation = useWonDealConfirmation(deal.id, stage === 'won' && !isBuyer).data;

  const button = (to: DealStage, label: string, color?: string, variant = 'filled') => (
    <MoveButton key={to} color={color} variant={variant} move={move} to={to}>
      {label}
    </MoveButton>
  );
  // The owner's decisions ask first, saying what they do (an admin intervenes with a reason).
  const decision = (to: DecisionStage, label: string, color: string, variant = 'filled') => (
    <DecisionButton
      key={to}
      color={color}
      variant={variant}
      move={move}
      to={to}
      label={label}
      buyerName={deal.buyer_name ?? ''}
      price={price}
      grantedBefore={stage === 'revoked'}
      byAdmin={deal.viewer_role === 'admin'}
    />
  );

  let text: string;
  const actions: React.ReactNode[] = [];
  const listingOpen = deal.listing_status === 'active';
  // Another buyer's exclusivity: a buyer with access is paused (details, data room, offers) until
  // it ends; one before access may go on, but reads nothing confidential until then either.
  const pausedUntil =
    isBuyer && deal.paused_until ? formatDate(deal.paused_until, i18n.language) : null;
  const pausedWithAccess = pausedUntil !== null && PAUSED_STAGES.includes(stage);
  if (isBuyer && pausedWithAccess) {
    text = t('next.buyerPaused', { date: pausedUntil });
  } else if (isBuyer && !listingOpen && OPEN_BEFORE_ACCESS.includes(stage)) {
    // Signing the NDA and asking for access need an active listing (private.can_contact_listing()).
    text = t('next.buyerListingClosed');
  } else if (isBuyer) {
    text = t(`next.buyer.${stage}`, { price });
    if (pausedUntil) text = `${t('next.buyerExclusivityNote', { date: pausedUntil })} ${text}`;
    if (stage === 'interested')
      actions.push(
        <Button key="nda" onClick={() => setSigning(true)}>
          {t('nda.signButton')}
        </Button>,
      );
    if (stage === 'nda_signed' || stage === 'declined')
      actions.push(button('access_requested', t('next.requestAccess', { price })));
  } else if (stage === 'won' && confirmation) {
    const fee = formatEur(confirmation.fee_eur ?? confirmation.proposed_fee_eur, i18n.language);
    const withFee = confirmation.proposed_fee_eur > 0;
    text =
      confirmation.status === 'pending'
        ? t(withFee ? 'next.owner.wonPending' : 'next.owner.wonPendingNoFee', { fee })
        : confirmation.status === 'declined'
          ? t('next.owner.wonDeclined')
          : withFee
            ? t('next.owner.wonConfirmed', { fee })
            : t('next.owner.won');
  } else {
    text = t(`next.owner.${stage}`, { price });
  }
  if (isBuyer) {
    // Offers: the offers section of the page (src/features/offers) submits them.
    if (
      [
        'interested',
        'nda_signed',
        'access_requested',
        'access_granted',
        'offer_submitted',
        'in_exclusivity',
      ].includes(stage)
    )
      actions.push(button('withdrawn', t('next.withdraw'), 'gray', 'subtle'));
  } else {
    if (stage === 'access_requested') {
      actions.push(decision('access_granted', t('next.grant', { price }), 'green'));
      actions.push(decision('declined', t('next.decline'), 'red', 'light'));
    }
    if (stage === 'revoked')
      actions.push(decision('access_granted', t('next.grantAgain'), 'green'));
    // Exclusivity starts by accepting an offer in the offers section.
    // Winning ends the other buyers' deals and asks an admin to book the fee: it asks first.
    if (stage === 'in_exclusivity' && !closingRunning)
      actions.push(
        <Button
          key="won"
          color="green"
          disabled={move.isPending}
          onClick={() => setConfirmingWon(true)}
        >
          {t('next.won')}
        </Button>,
      );
    if (['access_granted', 'offer_submitted', 'in_exclusivity'].includes(stage)) {
      actions.push(decision('revoked', t('next.revoke'), 'red', 'light'));
      actions.push(decision('lost', t('next.lost'), 'gray', 'subtle'));
    }
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="deal-next-step">
      <Title order={2} size="h4" mb="xs">
        {t('next.heading')}
      </Title>
      {signing ? (
        <NdaForm
          listingId={deal.listing_id}
          userId={deal.buyer_id}
          defaultName={viewerName}
          onDone={() => {
            setSigning(false);
            void queryClient.invalidateQueries({ queryKey: dealPageKeys.all });
          }}
          onCancel={() => setSigning(false)}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          {actions.length > 0 && decides && <Group gap="xs">{actions}</Group>}
          <ConfirmDecisionModal
            opened={confirmingWon}
            onClose={() => setConfirmingWon(false)}
            title={t('next.wonConfirmTitle')}
            consequences={[t('next.wonConfirmText')]}
            confirmLabel={t('next.won')}
            color="green"
            onConfirm={() => {
              move.mutate('won');
              setConfirmingWon(false);
            }}
          />
          {move.isError && (
            <Alert color="red" role="alert">
              <AccessRequestErrorText
                error={move.error}
                fallback={t('next.failed', { message: move.error.message })}
              />
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
