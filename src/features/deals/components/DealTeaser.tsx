import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DealOverview } from '../api/deal-overview';
import { ConfidentialDetails } from './ConfidentialDetails';

/** The listing's teaser, and its confidential details once the viewer may read them. */
export function DealTeaser({ deal }: { deal: DealOverview }) {
  const { t } = useTranslation('deals');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('page.teaserHeading')}
      </Title>
      <Text size="sm">{deal.anonymized_description}</Text>
      {deal.description !== null && (
        <ConfidentialDetails
          mt="sm"
          description={deal.description}
          fullDetails={deal.full_details}
        />
      )}
    </Paper>
  );
}
