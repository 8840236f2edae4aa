import { useTranslation } from 'react-i18next';
import { formatDate, formatEur } from '../../../lib/format';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import type { AppNotification } from '../api/latest-notifications';

/** Title and body of a notification in the UI language, from its kind and payload. */
export function useNotificationText(): (notification: AppNotification) => { title: string; body: string } {
  const { t, i18n } = useTranslation(['notifications', 'buyerProfile']);
  const anonymousTitle = useAnonymousListingTitle();
  return ({ kind, payload }) => {
    const { listing_type: type, industry, location, revenue } = payload;
    const listing =
      payload.listing_title ??
      (type && industry && location && revenue
        ? anonymousTitle({ type, industry, location, revenue })
        : '');
    const values = {
      from: payload.from_name || t('someone'),
      listing,
      excerpt: (payload.excerpt ?? '').slice(0, 140),
      fee: formatEur(payload.success_fee_eur ?? 0, i18n.language),
      band: payload.band ? t(`buyerProfile:bands.${payload.band}`) : '',
      until: payload.expires_at ? formatDate(payload.expires_at, i18n.language) : '',
    };
    const [group, event] = kind.split('.') as ['account' | 'deal', string];
    return {
      title: t(`kinds.${group}.${event}.title` as 'kinds.account.confirmed.title', values),
      body: t(`kinds.${group}.${event}.body` as 'kinds.account.confirmed.body', values),
    };
  };
}
