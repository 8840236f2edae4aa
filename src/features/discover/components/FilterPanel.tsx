import { Button, Paper, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';

const {
  industry: INDUSTRIES,
  revenue_range: REVENUES,
  location: LOCATIONS,
} = Constants.public.Enums;

type Props = {
  search: DiscoverSearch;
  /** Called with the next search; the route writes it to the URL. */
  onSearchChange: (next: DiscoverSearch) => void;
};

/** The filter panel of the deal browser: industry, deal size (revenue), location; clear all. */
export function FilterPanel({ search, onSearchChange }: Props) {
  const { t } = useTranslation(['discover', 'listings']);
  const update = (patch: Partial<DiscoverSearch>) =>
    onSearchChange(normalizeDiscoverSearch({ ...search, ...patch }));
  const industryOptions = INDUSTRIES.map((v) => ({
    value: v,
    label: t(`listings:enums.industry.${v}`),
  }));
  const revenueOptions = REVENUES.map((v) => ({
    value: v,
    label: t(`listings:enums.revenue.${v}`),
  }));
  const locationOptions = LOCATIONS.map((v) => ({
    value: v,
    label: t(`listings:enums.location.${v}`),
  }));
  const hasFilters = Boolean(search.q || search.industry || search.revenue || search.location);
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label={t('discover:filtersPanel')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('discover:industryLabel')}
          placeholder={t('discover:anyOption')}
          data={industryOptions}
          value={search.industry ?? null}
          onChange={(v) => update({ industry: (v ?? undefined) as DiscoverSearch['industry'] })}
          clearable
        />
        <Select
          label={t('discover:revenueLabel')}
          placeholder={t('discover:anyOption')}
          data={revenueOptions}
          value={search.revenue ?? null}
          onChange={(v) => update({ revenue: (v ?? undefined) as DiscoverSearch['revenue'] })}
          clearable
        />
        <Select
          label={t('discover:locationLabel')}
          placeholder={t('discover:anyOption')}
          data={locationOptions}
          value={search.location ?? null}
          onChange={(v) => update({ location: (v ?? undefined) as DiscoverSearch['location'] })}
          clearable
          searchable
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
