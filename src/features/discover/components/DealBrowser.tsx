import {
  Alert,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { useDiscoverListings } from '../api/discover-listings';
import { isBackendUnreachable } from '../api/db';
import type { DiscoverListing } from '../api/fetch-discover-listings';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';
import { ListingCard } from './ListingCard';

const {
  industry: INDUSTRIES,
  revenue_range: REVENUES,
  location: LOCATIONS,
} = Constants.public.Enums;

type Props = {
  search: DiscoverSearch;
  /** Called with the next search; the route writes it to the URL. */
  onSearchChange: (next: DiscoverSearch) => void;
  /** Extra content per card (the route passes the deal actions). */
  renderActions?: (listing: DiscoverListing) => ReactNode;
};

/**
 * Search box, industry tabs, filter panel and the grid of deal cards, newest first, growing with
 * "Load more" (keyset pages). All filtering happens in the database; the filters live in the URL
 * (the route's typed search params).
 */
export function DealBrowser({ search, onSearchChange, renderActions }: Props) {
  const { t } = useTranslation(['discover', 'listings']);
  const query = useDiscoverListings(search);
  const [filtersOpen, setFiltersOpen] = useState(
    Boolean(search.revenue || search.location || search.industry),
  );
  const [text, setText] = useState(search.q ?? '');
  const [syncedQ, setSyncedQ] = useState(search.q);
  const panelId = useId();

  // Follow the URL when it changes from outside (back/forward, shared link, clear filters).
  if (search.q !== syncedQ) {
    setSyncedQ(search.q);
    if ((search.q ?? '') !== text.trim()) setText(search.q ?? '');
  }

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);

  const update = (patch: Partial<DiscoverSearch>) =>
    onSearchChange(normalizeDiscoverSearch({ ...search, ...patch }));
  const pushText = useDebouncedCallback((q: string) => update({ q }), 350);

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
    <Stack gap="md">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          pushText.cancel?.();
          update({ q: text });
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('discover:searchLabel')}
            placeholder={t('discover:searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            type="search"
            onChange={(e) => {
              setText(e.currentTarget.value);
              pushText(e.currentTarget.value);
            }}
          />
          <Button
            variant={filtersOpen ? 'filled' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {t('discover:filtersButton')}
          </Button>
        </Group>
      </form>

      <Tabs
        value={search.industry ?? 'all'}
        onChange={(value) =>
          update({
            industry: value && value !== 'all' ? (value as DiscoverSearch['industry']) : undefined,
          })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('discover:categoriesLabel')} style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="all">{t('discover:allCategories')}</Tabs.Tab>
          {INDUSTRIES.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`listings:enums.industry.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Collapse expanded={filtersOpen}>
        <Paper
          id={panelId}
          withBorder
          p="md"
          radius="md"
          role="region"
          aria-label={t('discover:filtersPanel')}
        >
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
      </Collapse>

      {query.isError && !query.data ? (
        <Alert
          color={isBackendUnreachable(query.error) ? 'yellow' : 'red'}
          icon={isBackendUnreachable(query.error) ? <IconWifiOff size={18} /> : undefined}
          role="alert"
        >
          <Text size="sm">
            {isBackendUnreachable(query.error)
              ? t('discover:offline')
              : t('discover:loadFailed', { message: query.error.message })}
          </Text>
          <Button
            size="xs"
            mt="sm"
            variant="light"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('discover:retry')}
          </Button>
        </Alert>
      ) : query.isPending ? (
        <Center py="xl" aria-live="polite">
          <Loader aria-label={t('discover:loading')} />
        </Center>
      ) : (
        <>
          {query.isError && !query.isFetchNextPageError && (
            <Alert color="yellow" role="alert">
              <Group justify="space-between">
                <Text size="sm">
                  {isBackendUnreachable(query.error)
                    ? t('discover:offline')
                    : t('discover:loadFailed', { message: query.error.message })}
                </Text>
                <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                  {t('discover:retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {items.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Text fw={600} ta="center">
                {t('discover:empty')}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('discover:emptyHint')}
              </Text>
            </Paper>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {query.hasNextPage
                  ? t('discover:shownCount', { count: items.length })
                  : t('discover:allShown', { count: items.length })}
              </Text>
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="md"
                style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
              >
                {items.map((listing) => (
                  <ListingCard
                    key={listing.id}
                    listing={listing}
                    actions={renderActions?.(listing)}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
          {query.isFetchNextPageError && (
            <Alert
              color="yellow"
              role="alert"
              icon={isBackendUnreachable(query.error) ? <IconWifiOff size={18} /> : undefined}
            >
              <Text size="sm">
                {isBackendUnreachable(query.error)
                  ? t('discover:offline')
                  : t('discover:loadFailed', { message: query.error?.message ?? '' })}
              </Text>
            </Alert>
          )}
          {query.hasNextPage && !query.isPlaceholderData && (
            <Center>
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {query.isFetchNextPageError ? t('discover:retry') : t('discover:loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
