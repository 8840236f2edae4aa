import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccessRequestErrorText } from './AccessRequestErrorText';
import { AnchorLink } from '../../../components/AnchorLink';
import type { DealState } from '../api/deal-state';
import { useRequestUnlock } from '../api/request-unlock';
import { formatEur } from '../../../lib/format';
import { UNLOCK_PRICE_EUR } from '../unlock-price';

type Props = { listingId: string; userId: string; state: DealState; onChanged?: () => void };

/** Unlock (500 EUR): offered once the NDA is signed; then under review until the owner decides. */
export function UnlockSection({ listingId, userId, state, onChanged }: Props) {
  const { t, i18n } = useTranslation('deals');
  const request = useRequestUnlock(listingId, userId, onChanged);
  const price = formatEur(UNLOCK_PRICE_EUR, i18n.language);
  const status = state.unlock?.status;
  const stage = state.deal?.stage;
  const dealLink = state.deal && (
    <AnchorLink to="/deals/$dealId" params={{ dealId: state.deal.id }} size="sm">
      {t('actions.openDeal')}
    </AnchorLink>
  );

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('unlock.heading')}
      </Title>
      {!state.nda ? (
        <Text size="sm">{t('unlock.needNda', { price })}</Text>
      ) : stage === 'revoked' || stage === 'withdrawn' || stage === 'lost' ? (
        <Alert color="gray" role="status">
          {t(`page.ended.${stage}`)} {dealLink}
        </Alert>
      ) : status === 'pending' ? (
        <Alert color="yellow" role="status">
          {request.isSuccess ? t('unlock.requested') : t('unlock.pending')} {dealLink}
        </Alert>
      ) : status === 'approved' ? (
        <Alert color="green" role="status">
          {t('unlock.approved')} {dealLink}
        </Alert>
      ) : (
        <>
          {status === 'rejected' && <Text size="sm">{t('unlock.rejected')}</Text>}
          <Text size="sm" c="dimmed">
            {t('unlock.explain')}
          </Text>
          {request.isError && (
            <Alert color="red" role="alert">
              <AccessRequestErrorText error={request.error} fallback={t('unlock.failed')} />
            </Alert>
          )}
          <Button
            onClick={() => request.mutate()}
            loading={request.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('unlock.request', { price })}
          </Button>
        </>
      )}
    </Stack>
  );
}
