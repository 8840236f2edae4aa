import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { isBackendUnreachable } from '../../../lib/db';
import { formatDate } from '../../../lib/format';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { listingUpdatedAt, unreadOf, useMyDeals, type MyDeal } from '../api/my-deals';
import { StageBadge } from './StageBadge';
import { UnreadBadge } from './UnreadBadge';

/** "My deals" on the buyer's dashboard: every deal with its stage, next step and unread messages. */
export function MyDeals({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('deals');
  const deals = useMyDeals(userId);
  const anonymousTitle = useAnonymousListingTitle();
  const titleOf = (deal: MyDeal) =>
    deal.listing?.listing_details?.title ??
    (deal.listing ? anonymousTitle(deal.listing) : t('myDeals.closedListing'));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-deals-heading">
      <Title order={2} size="h3" id="my-deals-heading" mb="sm">
        {t('myDeals.heading')}
      </Title>
      {deals.isPending ? (
        <Loader size="sm" aria-label={t('myDeals.heading')} />
      ) : deals.isError ? (
        <Alert color={isBackendUnreachable(deals.error) ? 'yellow' : 'red'} role="alert">
          <Text size="sm">{t('myDeals.loadFailed')}</Text>
          <Button size="xs" mt="xs" variant="light" onClick={() => void deals.refetch()}>
            {t('modal.retry')}
          </Button>
        </Alert>
      ) : deals.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('myDeals.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {deals.data.map((deal) => (
            <li key={deal.id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <AnchorLink
                    to="/deals/$dealId"
                    params={{ dealId: deal.id }}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {titleOf(deal)}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {t(`myDeals.next.${deal.stage}`)} ·{' '}
                    {t('myDeals.since', { date: formatDate(deal.stage_changed_at, i18n.language) })}
                  </Text>
                  {listingUpdatedAt(deal) && (
                    <Text size="xs" c="orange.8" data-testid="deal-listing-updated">
                      {t('myDeals.listingUpdated', {
                        date: formatDate(listingUpdatedAt(deal)!, i18n.language),
                      })}
                    </Text>
                  )}
                  {deal.stale_since && (
                    <Text size="xs" c="orange.8">
                      {t('stale.buyerShort')}
                    </Text>
                  )}
                </div>
                {/* The badges keep their width; the title wraps instead. */}
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <UnreadBadge count={unreadOf(deal)} />
                  <StageBadge stage={deal.stage} />
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
