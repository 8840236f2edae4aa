import { Button, Divider, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import {
  AMOUNT_STEPS,
  DISCOVER_SORTS,
  normalizeDiscoverSearch,
  type DiscoverSearch,
} from '../discover-search';

const {
  industry: INDUSTRIES,
  revenue_range: REVENUES,
  location: LOCATIONS,
  region: REGIONS,
  sale_reason: SALE_REASONS,
  margin_band: MARGIN_BANDS,
  growth_band: GROWTH_BANDS,
} = Constants.public.Enums;

/** The countries of the regions, in the order of the region codes (DE-…, AT-…, CH-…). */
const REGION_COUNTRIES = [
  ['DE', 'Germany'],
  ['AT', 'Austria'],
  ['CH', 'Switzerland'],
] as const;

/** "10-15" → 10, "30+" → 30: a band's lower bound, the "at least" of the filter. */
const lowerBound = (band: string) => Number.parseInt(band, 10);

type Props = {
  search: DiscoverSearch;
  /** Called with the next search; the route writes it to the URL. */
  onSearchChange: (next: DiscoverSearch) => void;
};

/**
 * The filter panel of the deal browser: industry, deal size (revenue), location; the facts of the
 * teaser (region, reason for sale, EBITDA, margin, growth, asking price); the order; clear all.
 */
export function FilterPanel({ search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['discover', 'listings']);
  const update = (patch: Partial<DiscoverSearch>) =>
    onSearchChange(normalizeDiscoverSearch({ ...search, ...patch }));
  const options = (values: readonly string[], label: (value: string) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  // Short amounts ("2 Mio. €", "€2M"), so that two fit side by side on a phone.
  const compactEur = new Intl.NumberFormat(i18n.language, {
    notation: 'compact',
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const amountOptions = AMOUNT_STEPS.map((amount) => ({
    value: String(amount),
    label: compactEur.format(amount),
  }));
  const regionGroups = REGION_COUNTRIES.map(([code, country]) => ({
    group: t(`listings:enums.location.${country}`),
    items: options(
      REGIONS.filter((r) => r.startsWith(`${code}-`)),
      (r) => t(`listings:facts.region.${r}` as 'listings:facts.region.DE-BW'),
    ),
  }));
  const amount = (value: string | null) => (value ? Number(value) : undefined);
  const hasFilters = Object.keys(normalizeDiscoverSearch(search)).length > 0;
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label={t('discover:filtersPanel')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('discover:industryLabel')}
          placeholder={t('discover:anyOption')}
          data={options(INDUSTRIES, (v) =>
            t(`listings:enums.industry.${v}` as 'listings:enums.industry.Technology'),
          )}
          value={search.industry ?? null}
          onChange={(v) => update({ industry: (v ?? undefined) as DiscoverSearch['industry'] })}
          clearable
        />
        <Select
          label={t('discover:revenueLabel')}
          placeholder={t('discover:anyOption')}
          data={options(REVENUES, (v) =>
            t(`listings:enums.revenue.${v}` as 'listings:enums.revenue.1M-2M'),
          )}
          value={search.revenue ?? null}
          onChange={(v) => update({ revenue: (v ?? undefined) as DiscoverSearch['revenue'] })}
          clearable
        />
        <Select
          label={t('discover:locationLabel')}
          placeholder={t('discover:anyOption')}
          data={options(LOCATIONS, (v) =>
            t(`listings:enums.location.${v}` as 'listings:enums.location.Germany'),
          )}
          value={search.location ?? null}
          onChange={(v) => update({ location: (v ?? undefined) as DiscoverSearch['location'] })}
          clearable
          searchable
        />
      </SimpleGrid>
      <Divider my="md" label={t('discover:factsHeading')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('listings:facts.regionLabel')}
          placeholder={t('discover:anyOption')}
          data={regionGroups}
          value={search.region ?? null}
          onChange={(v) => update({ region: (v ?? undefined) as DiscoverSearch['region'] })}
          clearable
          searchable
        />
        <Select
          label={t('listings:facts.saleReason')}
          placeholder={t('discover:anyOption')}
          data={options(SALE_REASONS, (v) =>
            t(`listings:facts.sale_reason.${v}` as 'listings:facts.sale_reason.other'),
          )}
          value={search.reason ?? null}
          onChange={(v) => update({ reason: (v ?? undefined) as DiscoverSearch['reason'] })}
          clearable
        />
        <Select
          label={t('discover:ebitdaMinLabel')}
          placeholder={t('discover:anyOption')}
          data={amountOptions}
          value={search.ebitda ? String(search.ebitda) : null}
          onChange={(v) => update({ ebitda: amount(v) })}
          clearable
        />
        <Select
          label={t('discover:marginMinLabel')}
          placeholder={t('discover:anyOption')}
          data={options(
            MARGIN_BANDS.filter((b) => b !== 'negative'),
            (b) => t('discover:atLeastPercent', { value: lowerBound(b) }),
          )}
          value={search.margin ?? null}
          onChange={(v) => update({ margin: (v ?? undefined) as DiscoverSearch['margin'] })}
          clearable
        />
        <Select
          label={t('discover:growthMinLabel')}
          placeholder={t('discover:anyOption')}
          data={options(
            GROWTH_BANDS.filter((b) => b !== 'shrinking'),
            (b) => t('discover:atLeastPercent', { value: lowerBound(b) }),
          )}
          value={search.growth ?? null}
          onChange={(v) => update({ growth: (v ?? undefined) as DiscoverSearch['growth'] })}
          clearable
        />
        <SimpleGrid cols={2} spacing="xs">
          <Select
            label={t('discover:priceMinLabel')}
            placeholder={t('discover:anyOption')}
            data={amountOptions}
            value={search.priceMin ? String(search.priceMin) : null}
            onChange={(v) => update({ priceMin: amount(v) })}
            clearable
          />
          <Select
            label={t('discover:priceMaxLabel')}
            placeholder={t('discover:anyOption')}
            data={amountOptions.filter(
              (o) => !search.priceMin || Number(o.value) >= search.priceMin,
            )}
            value={search.priceMax ? String(search.priceMax) : null}
            onChange={(v) => update({ priceMax: amount(v) })}
            clearable
          />
        </SimpleGrid>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('discover:factsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        <Select
          label={t('discover:sortLabel')}
          data={[
            { value: 'newest', label: t('discover:sort.newest') },
            ...DISCOVER_SORTS.map((s) => ({ value: s, label: t(`discover:sort.${s}`) })),
          ]}
          value={search.sort ?? 'newest'}
          onChange={(v) =>
            update({ sort: v && v !== 'newest' ? (v as DiscoverSearch['sort']) : undefined })
          }
          allowDeselect={false}
        />
      </SimpleGrid>
      {hasFilters && (
        <Button variant="subtle" mt="sm" onClick={() => onSearchChange({})}>
          {t('discover:clearFilters')}
        </Button>
      )}
    </Paper>
  );
}
