import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { formatDate, formatEur } from '../../../lib/format';
import { dealPageKeys } from '../api/query-keys';
import type { DealOverview, DealStage } from '../api/deal-overview';
import { useMoveDeal } from '../api/move-deal';
import { useWonDealConfirmation } from '../api/won-deal-confirmation';
import { DEAL_PATH } from '../../../lib/deal-stages';
import { OPEN_BEFORE_ACCESS, PAUSED_STAGES } from '../deal-path';
import { memberNextStep, seatDecides, type DealSeat } from '../next-step-words';
import { UNLOCK_PRICE_EUR } from '../unlock-price';
import { AccessRequestErrorText } from './AccessRequestErrorText';
import { DecisionButton, type DecisionStage } from './DecisionButton';
import { MoveButton } from './MoveButton';
import { NdaForm } from './NdaForm';

/**
 * What happens next, in the words of whoever looks: the buyer or the owner (or an admin in the
 * owner's place), or a member of either side's team by their role (src/features/deals/next-step-words.ts).
 */
export function DealNextStep({
  deal,
  viewerName,
  seat,
  closingRunning,
}: {
  deal: DealOverview;
  viewerName?: string;
  seat: DealSeat;
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
  const principal = seat.kind === 'principal';
  // The buyer's own steps (the NDA, asking for access, withdrawing) are the buyer's alone
  // (public.move_deal()); the owner's decisions are the owner's, their verified leads' and admins'.
  const decides = isBuyer ? principal : seatDecides(seat);
  // The admin's decision on a won deal: the listing's owner and admins read it (RLS).
  const confirmation = useWonDealConfirmation(
    deal.id,
    stage === 'won' && !isBuyer && principal,
  ).data;

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
  const actions: ReactNode[] = [];
  const listingOpen = deal.listing_status === 'active';
  // Another buyer's exclusivity: a buyer with access is paused (details, data room, offers) until
  // it ends; one before access may go on, but reads nothing confidential until then either.
  const pausedUntil =
    isBuyer && deal.paused_until ? formatDate(deal.paused_until, i18n.language) : null;
  const pausedWithAccess = pausedUntil !== null && PAUSED_STAGES.includes(stage);
  if (!principal) {
    text = memberNextStep(t, {
      side: isBuyer ? 'buyer' : 'owner',
      stage,
      role: seat.kind === 'member' ? seat.role : null,
      verified: seat.kind === 'member' && seat.verified,
      price,
      pausedUntil,
      pausedWithAccess,
      listingOpen,
    });
  } else if (isBuyer && pausedWithAccess) {
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
    // Withdrawing: anywhere on the path before it is won.
    if (DEAL_PATH.includes(stage) && stage !== 'won')
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
