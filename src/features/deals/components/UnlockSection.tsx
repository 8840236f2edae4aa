import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DealState } from '../api/deal-state';
import { useRequestUnlock } from '../api/request-unlock';
import { formatEur } from '../../../lib/format';
import { UNLOCK_PRICE_EUR } from '../unlock-price';

type Props = { listingId: string; userId: string; state: DealState; onChanged?: () => void };

/** Unlock (500 EUR): offered once the NDA is signed; then under review until an admin decides. */
export function UnlockSection({ listingId, userId, state, onChanged }: Props) {
  const { t, i18n } = useTranslation('deals');
  const request = useRequestUnlock(listingId, userId, onChanged);
  const price = formatEur(UNLOCK_PRICE_EUR, i18n.language);
  const status = state.unlock?.status;

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('unlock.heading')}
      </Title>
      {!state.nda ? (
        <Text size="sm">{t('unlock.needNda', { price })}</Text>
      ) : status === 'pending' ? (
        <Alert color="yellow" role="status">
          {request.isSuccess ? t('unlock.requested') : t('unlock.pending')}
        </Alert>
      ) : status === 'approved' ? (
        <Alert color="green" role="status">
          {t('unlock.approved')}
        </Alert>
      ) : (
        <>
          {status === 'rejected' && <Text size="sm">{t('unlock.rejected')}</Text>}
          <Text size="sm" c="dimmed">
            {t('unlock.explain')}
          </Text>
          {request.isError && (
            <Alert color="red" role="alert">
              {t('unlock.failed')}
            </Alert>
          )}
          <Button onClick={() => request.mutate()} loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('unlock.request', { price })}
          </Button>
        </>
      )}
    </Stack>
  );
}
