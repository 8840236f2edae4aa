import { Alert, Button, type ButtonProps, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import type { DealStage } from '../api/deal-overview';
import type { useMoveDeal } from '../api/move-deal';
import { DECISION_REASONS, needsReason } from '../decision-reasons';

/** The owner's decisions that ask first (they cannot be taken back). */
export type DecisionStage = 'access_granted' | 'declined' | 'revoked' | 'lost';

type Props = ButtonProps & {
  move: ReturnType<typeof useMoveDeal>;
  to: DecisionStage;
  label: string;
  /** The buyer the decision is about (their display name). */
  buyerName: string;
  /** The access fee, formatted (charged at the first grant). */
  price: string;
  /** The deal was granted before (revoked): granting again costs nothing more. */
  grantedBefore?: boolean;
  /** An admin deciding in the owner's place: a reason and a note, recorded in the audit trail. */
  byAdmin?: boolean;
};

/**
 * A decision of the listing's owner on a deal: the button opens the confirmation, which says who
 * learns what and what is charged, and asks for the reason the buyer is told.
 */
export function DecisionButton({
  move,
  to,
  label,
  buyerName,
  price,
  grantedBefore = false,
  byAdmin = false,
  ...buttonProps
}: Props) {
  const [opened, setOpened] = useState(false);
  const pending =
    move.isPending && typeof move.variables === 'object' && move.variables.stage === to;

  return (
    <>
      <Button
        {...buttonProps}
        loading={pending}
        disabled={move.isPending}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <DecisionModal
        opened={opened}
        onClose={() => setOpened(false)}
        move={move}
        to={to}
        label={label}
        buyerName={buyerName}
        price={price}
        grantedBefore={grantedBefore}
        byAdmin={byAdmin}
        color={buttonProps.color}
      />
    </>
  );
}

/**
 * The confirmation of one decision (opened by its button, or by a card dropped on the Kanban's
 * column): what it does, the reason the buyer is told, then the same database move.
 */
export function DecisionModal({
  opened,
  onClose,
  move,
  to,
  label,
  buyerName,
  price,
  grantedBefore = false,
  byAdmin = false,
  color,
}: Omit<Props, keyof ButtonProps> & { opened: boolean; onClose: () => void; color?: string }) {
  const { t } = useTranslation('deals');
  const name = buyerName || t('decision.theBuyer');
  const key = to === 'access_granted' && grantedBefore ? 'grantAgain' : to;
  const consequences = t(`decision.${key}.consequences`, {
    name,
    price,
    returnObjects: true,
  }) as string[];
  const reasoned = needsReason(to, byAdmin);
  const reasons = reasoned
    ? DECISION_REASONS[to].map((code) => ({ value: code, label: t(`decision.reasons.${code}`) }))
    : undefined;
  const pending =
    move.isPending && typeof move.variables === 'object' && move.variables.stage === to;

  return (
    <ConfirmDecisionModal
      opened={opened}
      onClose={onClose}
      title={t(`decision.${key}.title`, { name })}
      consequences={consequences}
      confirmLabel={label}
      color={color}
      reasons={reasons}
      noteRequired={byAdmin && reasoned}
      notice={
        byAdmin ? (
          <Alert color="yellow" variant="light" p="xs" data-testid="admin-intervention">
            <Text size="sm">{t('decision.adminIntervenes')}</Text>
          </Alert>
        ) : undefined
      }
      loading={pending}
      onConfirm={(reason) => {
        move.mutate(
          { stage: to as DealStage, reason: reason ?? undefined },
          { onSettled: onClose },
        );
      }}
    />
  );
}
