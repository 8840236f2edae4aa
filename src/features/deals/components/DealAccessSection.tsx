import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEur } from '../../../lib/format';
import type { DealStage } from '../api/deal-overview';
import { useMoveDeal } from '../api/move-deal';
import { UNLOCK_PRICE_EUR } from '../unlock-price';
import { AccessRequestErrorText } from './AccessRequestErrorText';

const GRANTED: DealStage[] = ['access_granted', 'offer_submitted', 'in_exclusivity', 'won'];
const ENDED_AFTER_ACCESS = ['revoked', 'withdrawn', 'lost'] as const;

type Props = {
  /** The buyer's deal on the listing, once there is one (an inquiry or the NDA opens it). */
  deal: { id: string; stage: DealStage } | null;
  onChanged?: () => void;
};

/**
 * Access to the full details (500 EUR), as the listing's card tells it: asked for once the NDA is
 * signed, the same step as on the deal page (public.move_deal() to access_requested).
 */
export function DealAccessSection({ deal, onChanged }: Props) {
  const { t, i18n } = useTranslation('deals');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('unlock.heading')}
      </Title>
      {deal && deal.stage !== 'interested' ? (
        <AccessStep deal={deal} onChanged={onChanged} />
      ) : (
        <Text size="sm">
          {t('unlock.needNda', { price: formatEur(UNLOCK_PRICE_EUR, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

function AccessStep({
  deal,
  onChanged,
}: {
  deal: { id: string; stage: DealStage };
  onChanged?: () => void;
}) {
  const { t, i18n } = useTranslation('deals');
  const move = useMoveDeal(deal.id, onChanged);
  const price = formatEur(UNLOCK_PRICE_EUR, i18n.language);
  const stage = deal.stage;
  if ((ENDED_AFTER_ACCESS as readonly DealStage[]).includes(stage))
    return (
      <Alert color="gray" role="status">
        {t(`page.ended.${stage as (typeof ENDED_AFTER_ACCESS)[number]}`)}
      </Alert>
    );
  if (stage === 'access_requested')
    return (
      <Alert color="yellow" role="status">
        {move.isSuccess ? t('unlock.requested') : t('unlock.pending')}
      </Alert>
    );
  if (GRANTED.includes(stage))
    return (
      <Alert color="green" role="status">
        {t('unlock.approved')}
      </Alert>
    );
  return (
    <>
      {stage === 'declined' && <Text size="sm">{t('unlock.rejected')}</Text>}
      <Text size="sm" c="dimmed">
        {t('unlock.explain')}
      </Text>
      {move.isError && (
        <Alert color="red" role="alert">
          <AccessRequestErrorText error={move.error} fallback={t('unlock.failed')} />
        </Alert>
      )}
      <Button
        onClick={() => move.mutate('access_requested')}
        loading={move.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('unlock.request', { price })}
      </Button>
    </>
  );
}
