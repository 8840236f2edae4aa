import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoverListing } from '../api/fetch-discover-listings';

type Props = { listing: DiscoverListing; actions?: ReactNode };

/** A deal card: the anonymous teaser, and the title/description where RLS returned them. */
export function ListingCard({ listing, actions }: Props) {
  const { t, i18n } = useTranslation(['discover', 'listings']);
  const industry = t(`listings:enums.industry.${listing.industry}`);
  const location = t(`listings:enums.location.${listing.location}`);
  const title =
    listing.details?.title ?? t('discover:card.anonymousTitle', { industry, location });
  const date = new Date(listing.created_at).toLocaleDateString(i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title} h="100%">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light" color={listing.type === 'sell' ? 'blue' : 'grape'}>
            {t(`listings:enums.type.${listing.type}`)}
          </Badge>
          <Badge variant="outline">{industry}</Badge>
          {listing.patents && (
            <Badge variant="light" color="teal">
              {t('discover:card.patents')}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {location} · {t(`listings:enums.revenue.${listing.revenue}`)} ·{' '}
          {t(`listings:enums.employees.${listing.employees}`)}
        </Text>
        {listing.details && <Text size="sm">{listing.details.description}</Text>}
        <Text size="sm" lineClamp={listing.details ? 3 : 5}>
          {listing.anonymized_description}
        </Text>
        {listing.market_position && (
          <Text size="sm">
            <Text span fw={600}>
              {t('discover:card.marketPosition')}:
            </Text>{' '}
            {listing.market_position}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={600}>
            {t('discover:card.price')}:
          </Text>{' '}
          {listing.price ?? t('discover:card.priceOnRequest')}
        </Text>
        {!listing.details && (
          <Text size="xs" c="dimmed">
            {t('discover:card.confidentialHint')}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="auto">
          {t('discover:card.published', { date })}
        </Text>
        {actions}
      </Stack>
    </Card>
  );
}
