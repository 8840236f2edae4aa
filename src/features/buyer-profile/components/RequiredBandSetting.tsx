import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import type { CapacityBand } from '../api/capacity-status';
import { useListingRequirement, useSetListingRequirement } from '../api/listing-requirement';

/** The owner's setting of a listing: the minimum verified capacity for access requests. */
export function RequiredBandSetting({ listingId }: { listingId: string }) {
  const { t } = useTranslation('buyerProfile');
  const requirement = useListingRequirement(listingId);
  const save = useSetListingRequirement(listingId);
  const none = '';
  const data = [
    { value: none, label: t('requirement.none') },
    ...Constants.public.Enums.capacity_band.map((band) => ({
      value: band,
      label: t(`bands.${band}`),
    })),
  ];
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('requirement.label')}
        description={t('requirement.description')}
        data={data}
        value={requirement.data ?? none}
        disabled={requirement.isPending || save.isPending}
        allowDeselect={false}
        onChange={(value) => save.mutate(value ? (value as CapacityBand) : null)}
        size="xs"
        style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
        error={save.isError ? t('requirement.failed') : undefined}
        data-testid="required-band"
      />
      {save.isSuccess && (
        <Text size="xs" c="teal" role="status">
          {t('requirement.saved')}
        </Text>
      )}
    </Group>
  );
}
