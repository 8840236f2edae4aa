import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { useRateLimitMessage } from '../../../lib/rate-limit';

const BANDS = ['under_500k', '500k_2m', '2m_10m', 'over_10m'] as const;

/**
 * Why asking for access failed, in the UI's language: too many requests (the database's rate
 * limit), billing details missing, or the listing's required verified buying capacity not met
 * (the database's messages, recognised by their start), else the fallback.
 */
export function AccessRequestErrorText({ error, fallback }: { error: Error; fallback: string }) {
  const { t } = useTranslation(['deals', 'buyerProfile']);
  const rateLimitMessage = useRateLimitMessage()(error);
  if (rateLimitMessage) return <span data-testid="rate-limited">{rateLimitMessage}</span>;
  const message = error.message;
  if (message.startsWith('Billing information required'))
    return (
      <>
        {t('deals:next.billingMissing')}{' '}
        <AnchorLink to="/profile" search={{ tab: 'billing' }}>
          {t('deals:fee.toBilling')}
        </AnchorLink>
      </>
    );
  if (message.startsWith('Verified buying capacity required')) {
    const band = BANDS.find((b) => message.endsWith(` ${b}`));
    return (
      <span data-testid="capacity-refused">
        {t('buyerProfile:accessRefused', { band: band ? t(`buyerProfile:bands.${band}`) : '' })}{' '}
        <AnchorLink to="/profile" search={{ tab: 'investment' }}>
          {t('buyerProfile:requirement.toProfile')}
        </AnchorLink>
      </span>
    );
  }
  return <>{fallback}</>;
}
