import {
  Alert,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useCallbackRef, useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconWifiOff } from '@tabler/icons-react';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { Constants } from '../../../lib/database.types';
import { useDiscoverListings } from '../api/discover-listings';
import { isBackendUnreachable } from '../../../lib/db';
import type { DiscoverListing } from '../api/fetch-discover-listings';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';
import { ListingCard } from './ListingCard';

const { industry: INDUSTRIES } = Constants.public.Enums;

// The filter panel's selects (combobox, popover) are loaded when wanted: on the first hover,
// touch or focus of the Filters button, at the latest when it is opened.
const loadFilterPanel = () => import('./FilterPanel');
const FilterPanel = lazy(() =>
  loadFilterPanel().then((module) => ({ default: module.FilterPanel })),
);
const prefetchFilterPanel = () => void loadFilterPanel().catch(() => undefined);

type Props = {
  search: DiscoverSearch;
  /** Called with the next search; the route writes it to the URL. */
  onSearchChange: (next: DiscoverSearch) => void;
  /** Extra content per card (the route passes the deal actions). */
  renderActions?: (listing: DiscoverListing) => ReactNode;
};

/**
 * Search box, industry tabs, filter panel and the grid of deal cards (newest first unless the reader sorts), growing with
 * "Load more" (keyset pages). All filtering happens in the database; the filters live in the URL
 * (the route's typed search params).
 */
export function DealBrowser({ search, onSearchChange, renderActions }: Props) {
  const { t } = useTranslation(['discover', 'listings']);
  const errorWords = useErrorWords();
  const query = useDiscoverListings(search);
  // Open when the URL holds a filter or an order of the panel (the search box is outside it).
  const [filtersOpen, setFiltersOpen] = useState(
    Object.keys(normalizeDiscoverSearch({ ...search, q: undefined })).length > 0,
  );
  // The filter panel (three selects) is rendered, and its code loaded, once it is first opened.
  const [filtersWanted, setFiltersWanted] = useState(filtersOpen);
  const [text, setText] = useState(search.q ?? '');
  const [syncedQ, setSyncedQ] = useState(search.q);
  const panelId = useId();

  // Follow the URL when it changes from outside (back/forward, shared link, clear filters).
  if (search.q !== syncedQ) {
    setSyncedQ(search.q);
    if ((search.q ?? '') !== text.trim()) setText(search.q ?? '');
  }

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  // The cards are the heaviest part of the page: they render in a second, interruptible pass
  // (a deferred value), so the rest of the page is not held up and input is answered meanwhile.
  // Until the first cards have rendered the loader stays; later changes (Load more, filters)
  // keep the previous cards on screen until the new ones are ready.
  const deferredItems = useDeferredValue(items, null);
  const cards = deferredItems ?? [];
  const cardsPending = deferredItems === null || (cards.length === 0 && items.length > 0);
  const grid = useMemo(
    () => (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {deferredItems?.map((listing) => (
          <ListingCard key={listing.id} listing={listing} actions={renderActions?.(listing)} />
        ))}
      </SimpleGrid>
    ),
    [deferredItems, renderActions, query.isPlaceholderData],
  );

  const update = (patch: Partial<DiscoverSearch>) =>
    onSearchChange(normalizeDiscoverSearch({ ...search, ...patch }));
  const pushText = useDebouncedCallback((q: string) => update({ q }), 350);

  // The search form, the industry tabs and the filter panel are kept as the same elements while
  // their inputs stay the same: the cards' render (a second pass, see above) and each change of
  // the query's state render this component again, and the tabs and inputs (about 60 Mantine
  // components) rendered with it each time. Handlers are stable refs to the latest closure.
  const onSubmit = useCallbackRef((e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    pushText.cancel?.();
    update({ q: text });
  });
  const onTextChange = useCallbackRef((e: ChangeEvent<HTMLInputElement>) => {
    setText(e.currentTarget.value);
    pushText(e.currentTarget.value);
  });
  const onToggleFilters = useCallbackRef(() => {
    setFiltersWanted(true);
    setFiltersOpen((o) => !o);
  });
  const onIndustryChange = useCallbackRef((value: string | null) =>
    update({
      industry: value && value !== 'all' ? (value as DiscoverSearch['industry']) : undefined,
    }),
  );
  const searchForm = useMemo(
    () => (
      <form role="search" onSubmit={onSubmit}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('discover:searchLabel')}
            placeholder={t('discover:searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            type="search"
            onChange={onTextChange}
          />
          <Button
            variant={filtersOpen ? 'filled' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={onToggleFilters}
            onPointerEnter={prefetchFilterPanel}
            onTouchStart={prefetchFilterPanel}
            onFocus={prefetchFilterPanel}
          >
            {t('discover:filtersButton')}
          </Button>
        </Group>
      </form>
    ),
    [t, text, filtersOpen, panelId, onSubmit, onTextChange, onToggleFilters],
  );
  const industryTabs = useMemo(
    () => (
      <Tabs value={search.industry ?? 'all'} onChange={onIndustryChange} keepMounted={false}>
        <Tabs.List aria-label={t('discover:categoriesLabel')} style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="all">{t('discover:allCategories')}</Tabs.Tab>
          {INDUSTRIES.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`listings:enums.industry.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    ),
    [t, search.industry, onIndustryChange],
  );
  const filterPanel = useMemo(
    () => (
      <Collapse expanded={filtersOpen} id={panelId}>
        {filtersWanted && (
          <Suspense fallback={null}>
            <FilterPanel search={search} onSearchChange={onSearchChange} />
          </Suspense>
        )}
      </Collapse>
    ),
    [filtersOpen, panelId, filtersWanted, search, onSearchChange],
  );

  return (
    <Stack gap="md">
      {searchForm}
      {industryTabs}
      {filterPanel}

      {query.isError && !query.data ? (
        <Alert
          color={isBackendUnreachable(query.error) ? 'yellow' : 'red'}
          icon={isBackendUnreachable(query.error) ? <IconWifiOff size={18} /> : undefined}
          role="alert"
        >
          <Text size="sm">
            {isBackendUnreachable(query.error)
              ? t('discover:offline')
              : t('discover:loadFailed', { message: errorWords(query.error) })}
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
      ) : query.isPending || cardsPending ? (
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
                    : t('discover:loadFailed', { message: errorWords(query.error) })}
                </Text>
                <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                  {t('discover:retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {cards.length === 0 ? (
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
                  ? t('discover:shownCount', {
                      count: cards.length,
                      order: t(`discover:order.${search.sort ?? 'newest'}`),
                    })
                  : t('discover:allShown', { count: cards.length })}
              </Text>
              {grid}
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
                  : t('discover:loadFailed', { message: errorWords(query.error) })}
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
