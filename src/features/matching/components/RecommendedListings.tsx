import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { useRecommendedListings } from '../api/recommended-listings';
import '../i18n';

/** The buyer dashboard's "Recommended for you": listings ranked by fit, with the reasons. */
export function RecommendedListings({ userId }: { userId: string }) {
  const { t } = useTranslation(['matching', 'listings']);
  const recommended = useRecommendedListings(userId);
  const title = useAnonymousListingTitle();

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="recommended-title"
      data-testid="recommended"
    >
      <div>
        <Title order={2} size="h3" id="recommended-title">
          <Group gap={6} component="span">
            <IconSparkles size={20} aria-hidden />
            {t('matching:recommended.title')}
          </Group>
        </Title>
        <Text c="dimmed" size="sm">
          {t('matching:recommended.intro')}
        </Text>
      </div>
      {recommended.isPending ? (
        <Loader size="sm" />
      ) : recommended.isError ? (
        <Alert color="red" role="alert">
          {t('matching:recommended.loadFailed')}
        </Alert>
      ) : recommended.data.length === 0 ? (
        <Text size="sm">{t('matching:recommended.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {recommended.data.map((listing) => (
            <Card
              key={listing.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              data-testid="recommended-listing"
            >
              <Stack gap={6} h="100%">
                <Text fw={600} size="sm">
                  {title(listing)}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {listing.anonymized_description}
                </Text>
                <Group gap={4} mt="auto" aria-label={t('matching:recommended.reasonsLabel')}>
                  {listing.reasons.map((reason) => (
                    <Badge key={reason} variant="light" color="teal" size="sm">
                      {t(`matching:reasons.${reason as 'industry'}`)}
                    </Badge>
                  ))}
                </Group>
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/discover"
                      search={{
                        industry: listing.industry,
                        location: listing.location,
                        revenue: listing.revenue,
                      }}
                    />
                  )}
                >
                  {t('matching:recommended.open')}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
