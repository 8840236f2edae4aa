import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEur } from '../../../lib/format';
import { useInvestmentProfile, type InvestmentProfile } from '../api/investment-profile';
import { BuyerCapacityBadge } from './BuyerCapacityBadge';

/**
 * For the owner of a listing the buyer contacted: the buyer's verified capacity and investment
 * profile (the database shows both only to owners the buyer contacted, and never the proof).
 */
export function BuyerQualification({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation('buyerProfile');
  const profile = useInvestmentProfile(buyerId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="buyer-qualification">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="buyer-qualification">
          {t('owner.heading')}
        </Title>
        <BuyerCapacityBadge buyerId={buyerId} />
      </Group>
      {profile.isPending ? (
        <Loader size="sm" aria-label={t('owner.heading')} />
      ) : profile.isError ? (
        <Alert color="red" role="alert">
          {t('owner.loadFailed')}
        </Alert>
      ) : profile.data ? (
        <ProfileSummary profile={profile.data} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('owner.noProfile')}
        </Text>
      )}
    </Paper>
  );
}

function ProfileSummary({ profile }: { profile: InvestmentProfile }) {
  const { t, i18n } = useTranslation(['buyerProfile', 'listings']);
  const any = t('profile.any');
  const range = (from: string | null, to: string | null) =>
    from || to ? `${from ?? '…'} – ${to ?? '…'}` : any;
  const eur = (value: number | null) => (value == null ? null : formatEur(value, i18n.language));
  const facts: [string, string][] = [
    [t('owner.ticket'), range(eur(profile.ticket_min_eur), eur(profile.ticket_max_eur))],
    [
      t('owner.equity'),
      profile.equity_share_percent == null ? any : `${profile.equity_share_percent} %`,
    ],
    [
      t('owner.revenue'),
      range(
        profile.revenue_min && t(`listings:enums.revenue.${profile.revenue_min}`),
        profile.revenue_max && t(`listings:enums.revenue.${profile.revenue_max}`),
      ),
    ],
    [
      t('owner.employees'),
      range(
        profile.employees_min && t(`listings:enums.employees.${profile.employees_min}`),
        profile.employees_max && t(`listings:enums.employees.${profile.employees_max}`),
      ),
    ],
    [t('profile.timeframe'), profile.timeframe ? t(`timeframes.${profile.timeframe}`) : any],
  ];
  const chips = (values: string[]) =>
    values.length ? (
      <Group gap={4}>
        {values.map((value) => (
          <Badge
            key={value}
            variant="outline"
            color="gray"
            size="sm"
            style={{ textTransform: 'none' }}
          >
            {value}
          </Badge>
        ))}
      </Group>
    ) : (
      <Text size="sm">{any}</Text>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('owner.profileHeading')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
        {facts.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed" size="sm">
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('profile.industries')}
      </Text>
      {chips(profile.industries.map((v) => t(`listings:enums.industry.${v}`)))}
      <Text size="sm" c="dimmed">
        {t('profile.locations')}
      </Text>
      {chips(profile.locations.map((v) => t(`listings:enums.location.${v}`)))}
      <Text size="sm" c="dimmed">
        {t('profile.dealTypes')}
      </Text>
      {chips(profile.deal_types.map((v) => t(`dealTypes.${v}`)))}
    </Stack>
  );
}
