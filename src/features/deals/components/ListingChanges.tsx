import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEur } from '../../../lib/format';
import { i18n as i18next } from '../../../lib/i18n';
import { listingFieldLabel } from '../../../lib/listing-field-label';
import { useListingChanges, type ListingChange } from '../api/listing-changes';

/** Enum fields and where their labels are (the listings namespace). */
const ENUM_KEYS: Record<string, string> = {
  type: 'enums.type',
  industry: 'enums.industry',
  revenue: 'enums.revenue',
  employees: 'enums.employees',
  location: 'enums.location',
  legal_form: 'facts.legal_form',
  region: 'facts.region',
  sale_reason: 'facts.sale_reason',
  owner_dependence: 'facts.owner_dependence',
  real_estate: 'facts.real_estate',
  ebitda_margin_band: 'facts.margin',
  revenue_growth_band: 'facts.growth',
};

function formatValue(change: ListingChange, value: unknown, language: string): string {
  const t = i18next.getFixedT(language, 'listings');
  if (value === null || value === undefined || value === '') return '–';
  const field = change.field.replace(/^financials\.\d{4}\./, '');
  if (typeof value === 'number' && field.endsWith('_eur')) return formatEur(value, language);
  if (typeof value === 'boolean') return t(value ? 'create.patentsYes' : 'create.patentsNo');
  const enumKey = ENUM_KEYS[field];
  if (enumKey) return t(`${enumKey}.${String(value)}` as 'enums.type.sell');
  const text = String(value);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

/** "Updated" on the deal page: what changed of the listing since the deal began, as far as the viewer may read it. */
export function ListingChanges({ dealId }: { dealId: string }) {
  const { t, i18n } = useTranslation(['deals', 'listings']);
  const changes = useListingChanges(dealId);
  if (!changes.data || changes.data.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="listing-changes-heading"
    >
      <Group gap="xs" mb="xs">
        <Badge color="orange" variant="light">
          {t('deals:changes.badge')}
        </Badge>
        <Title order={2} size="h4" id="listing-changes-heading">
          {t('deals:changes.heading')}
        </Title>
      </Group>
      <Stack gap="sm" data-testid="listing-changes">
        {changes.data.map((version) => (
          <div key={version.id}>
            <Text size="sm" fw={600}>
              {formatDate(version.changed_at, i18n.language)}
            </Text>
            <List size="sm" spacing={2}>
              {version.changes
                // The two bounds of the EBITDA band are one line.
                .filter((c) => c.field !== 'ebitda_band_max_eur')
                .map((c) => (
                  <List.Item key={c.field} style={{ overflowWrap: 'anywhere' }}>
                    <strong>{listingFieldLabel(c.field, i18n.language)}</strong>:{' '}
                    {c.field === 'ebitda_band_min_eur'
                      ? t('deals:changes.bandChanged')
                      : `${formatValue(c, c.from, i18n.language)} → ${formatValue(c, c.to, i18n.language)}`}
                  </List.Item>
                ))}
            </List>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
