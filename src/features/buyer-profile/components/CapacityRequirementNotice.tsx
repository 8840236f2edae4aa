import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { capacityStatus } from '../api/capacity-status';
import { useListingRequirement } from '../api/listing-requirement';
import { useMyCapacity } from '../api/my-capacity';
import { AnchorLink } from '../../../components/AnchorLink';

const BANDS = Constants.public.Enums.capacity_band;

/**
 * For a buyer, before they ask for access: the listing's required capacity and whether theirs
 * meets it (the database decides when they ask; this only says so beforehand).
 */
export function CapacityRequirementNotice({
  listingId,
  userId,
}: {
  listingId: string;
  userId: string;
}) {
  const { t } = useTranslation('buyerProfile');
  const requirement = useListingRequirement(listingId);
  const mine = useMyCapacity(userId);
  const required = requirement.data;
  if (!required || !mine.data) return null;
  const status = capacityStatus(mine.data.capacity);
  const meets = status.kind === 'verified' && BANDS.indexOf(status.band) >= BANDS.indexOf(required);
  return (
    <Alert color={meets ? 'teal' : 'yellow'} role="status" data-testid="capacity-requirement">
      <Text size="sm">{t('requirement.buyerNotice', { band: t(`bands.${required}`) })}</Text>
      <Text size="sm" mt={4}>
        {meets && status.kind === 'verified'
          ? t('requirement.buyerStatusVerified', { band: t(`bands.${status.band}`) })
          : t('requirement.buyerStatusMissing')}{' '}
        {!meets && (
          <AnchorLink to="/profile" search={{ tab: 'investment' }} size="sm">
            {t('requirement.toProfile')}
          </AnchorLink>
        )}
      </Text>
    </Alert>
  );
}
