import { Alert, Badge, Button, Collapse, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteBuyer } from '../api/invite-buyer';
import { useMatchingBuyers, type MatchingBuyer } from '../api/matching-buyers';
import '../i18n';

/** For a listing's owner: how many verified buyers match, and an anonymised list to invite. */
export function MatchingBuyers({ listingId }: { listingId: string }) {
  const { t } = useTranslation('matching');
  const matches = useMatchingBuyers(listingId);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  if (matches.isPending) return <Loader size="xs" />;
  if (matches.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('buyers.loadFailed')}
      </Text>
    );
  const { count, buyers } = matches.data;
  return (
    <Stack gap="xs">
      <Button
        size="xs"
        variant={open ? 'light' : 'default'}
        leftSection={<IconUsers size={14} aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        disabled={count === 0}
        style={{ alignSelf: 'flex-start' }}
        data-testid="matching-buyers-toggle"
      >
        {t('buyers.toggle', { count })}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Paper withBorder p="sm" radius="md" data-testid="matching-buyers">
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              {t('buyers.intro')}
            </Text>
            {buyers.map((buyer, index) => (
              <BuyerRow key={buyer.ref} listingId={listingId} buyer={buyer} n={index + 1} />
            ))}
            {count > buyers.length && (
              <Text size="xs" c="dimmed">
                {t('buyers.more', { shown: buyers.length, count })}
              </Text>
            )}
          </Stack>
        </Paper>
      </Collapse>
    </Stack>
  );
}

function BuyerRow({ listingId, buyer, n }: { listingId: string; buyer: MatchingBuyer; n: number }) {
  const { t } = useTranslation('matching');
  const invite = useInviteBuyer(listingId);
  const limited = invite.error && /20 buyers a day/.test(invite.error.message);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="matching-buyer">
      <Stack gap={2} style={{ flex: '1 1 220px' }}>
        <Text size="sm" fw={600}>
          {t('buyers.buyer', { n })}
        </Text>
        <Text size="xs">{t('buyers.band', { band: t(`bands.${buyer.band}`) })}</Text>
        {buyer.timeframe && (
          <Text size="xs" c="dimmed">
            {t('buyers.timeframe', { timeframe: t(`timeframes.${buyer.timeframe}`) })}
          </Text>
        )}
        <Group gap={4}>
          {buyer.reasons.map((reason) => (
            <Badge key={reason} size="xs" variant="light" color="teal">
              {t(`reasons.${reason as 'industry'}`)}
            </Badge>
          ))}
        </Group>
      </Stack>
      {buyer.invited || invite.isSuccess ? (
        <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
          {t('buyers.invited')}
        </Badge>
      ) : (
        <Button size="xs" loading={invite.isPending} onClick={() => invite.mutate(buyer.ref)}>
          {t('buyers.invite')}
        </Button>
      )}
      {invite.isError && (
        <Alert color="red" role="alert" p="xs" w="100%">
          {limited ? t('buyers.limit') : t('buyers.inviteFailed')}
        </Alert>
      )}
    </Group>
  );
}
