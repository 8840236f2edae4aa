import { Badge, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listingReference } from '../../../lib/listing-reference';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import type { DealOverview } from '../api/deal-overview';
import { useWonDealConfirmation } from '../api/won-deal-confirmation';
import { StageBadge } from './StageBadge';

/** The deal's stage, its listing's title and reference, and (for the owner side) the buyer. */
export function DealHeader({ deal }: { deal: DealOverview }) {
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
  // A won deal is the owner's claim until an admin confirms it (and books the success fee).
  const confirmation = useWonDealConfirmation(
    deal.id,
    deal.stage === 'won' && deal.viewer_role !== 'buyer',
  ).data;
  return (
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
  );
}
