import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEur } from '../../../lib/format';
import type { ThreadMessage } from '../api/deal-thread';

type Props = {
  event: NonNullable<ThreadMessage['offer_event']>;
  offer: ThreadMessage['offer'] | null;
};

/** An offer entry of the thread (written by the database) in the reader's language. */
export function OfferEntryText({ event, offer }: Props) {
  const { t, i18n } = useTranslation('conversation');
  if (!offer)
    return (
      <Text fw={600} size="sm">
        {t(`offerEntry.${event}`, { price: '' })}
      </Text>
    );
  const values = {
    price: formatEur(offer.price_eur, i18n.language),
    structure: t(`offerEntry.structure.${offer.structure}`),
    days: t('offerEntry.days', { count: offer.exclusivity_days }),
    validUntil: formatDate(offer.valid_until, i18n.language),
  };
  return (
    <Text fw={600} size="sm" data-testid="conversation-offer-entry">
      {t(`offerEntry.${event}`, values)}
    </Text>
  );
}
