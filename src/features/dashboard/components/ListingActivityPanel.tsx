import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { useListingActivity } from '../api/listing-activity';
import {
  counterpartyKey,
  useListingCounterparties,
  type Counterparty,
} from '../api/listing-counterparties';
import { formatDate } from '../../../lib/format';
import { mailtoHref } from '../../../lib/mailto';

/**
 * The account behind a signature or request: profile name, and the email (a mailto link) once
 * access was granted; before, the database gives none.
 */
function Contact({ who, label }: { who: Counterparty | undefined; label: string }) {
  const { t } = useTranslation('dashboard');
  if (!who) return null;
  return (
    <Text component="span" size="xs" c="dimmed" display="block">
      {label}: {who.name},{' '}
      {who.email ? (
        <Anchor href={mailtoHref(who.email) ?? undefined} size="xs" underline="always">
          {who.email}
        </Anchor>
      ) : (
        t('contactAfterAccess')
      )}
    </Text>
  );
}

/** Who signed NDAs for the seller's listings, and who asked to unlock (and the decision). */
export function ListingActivityPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const activity = useListingActivity(userId);
  const counterparties = useListingCounterparties(userId);
  const who = (listingId: string, uid: string) =>
    counterparties.data?.get(counterpartyKey(listingId, uid));
  const date = (iso: string) => formatDate(iso, i18n.language);
  const colors = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

  const errorWords = useErrorWords();
  if (activity.isPending) return <Loader size="sm" aria-label={t('activity.ndaHeading')} />;
  if (activity.isError && !activity.data)
    return (
      <Alert color="red" role="alert">
        {t('activity.loadFailed')} {errorWords(activity.error)}
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('activity.ndaHeading')}
        </Title>
        {activity.data.ndas.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('activity.ndaEmpty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {activity.data.ndas.map((n) => (
              <Text key={n.id} component="li" size="sm">
                {t('activity.ndaRow', {
                  name: n.signer_name,
                  title: n.listings.listing_details?.title ?? n.listing_id,
                  date: date(n.signed_at),
                })}
                <Contact who={who(n.listing_id, n.user_id)} label={t('activity.account')} />
              </Text>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('activity.unlockHeading')}
        </Title>
        {activity.data.unlocks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('activity.unlockEmpty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {activity.data.unlocks.map((u) => (
              <Group key={u.id} component="li" gap="xs" wrap="nowrap">
                <Badge color={colors[u.status]} variant="light" style={{ flexShrink: 0 }}>
                  {t(`activity.unlockStatus.${u.status}`)}
                </Badge>
                <Text size="sm">
                  {t('activity.unlockRow', {
                    name:
                      who(u.listing_id, u.user_id)?.name ??
                      u.signerName ??
                      t('activity.unknownSigner'),
                    title: u.listings.listing_details?.title ?? u.listing_id,
                  })}
                  <Contact who={who(u.listing_id, u.user_id)} label={t('activity.account')} />
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}
