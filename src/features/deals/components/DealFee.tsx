import { List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { formatEur } from '../../../lib/format';
import type { DealOverview } from '../api/deal-overview';
import { UNLOCK_PRICE_EUR } from '../unlock-price';

/**
 * The access fee explained to the buyer (the owner side is not shown the buyer's box). The page
 * shows it to the principals only (DealPage's `principal`): a member of the buyer's team pays
 * nothing and has no invoice.
 */
export function DealFee({ deal }: { deal: DealOverview }) {
  const { t, i18n } = useTranslation('deals');
  if (deal.viewer_role !== 'buyer') return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="deal-fee">
      <Title order={2} size="h4" mb="xs">
        {t('fee.heading', { price: formatEur(UNLOCK_PRICE_EUR, i18n.language) })}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('fee.buys')}</List.Item>
        <List.Item>{t('fee.when')}</List.Item>
        <List.Item>{t('fee.free')}</List.Item>
        <List.Item>{t('fee.invoice')}</List.Item>
      </List>
      {deal.invoice_number && (
        <Text size="sm" mt="sm">
          {t('fee.charged', { number: deal.invoice_number })}{' '}
          <AnchorLink to="/profile" search={{ tab: 'billing' }} underline="always">
            {t('fee.toBilling')}
          </AnchorLink>
        </Text>
      )}
    </Paper>
  );
}
