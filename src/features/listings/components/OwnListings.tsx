import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconEye,
  IconPencil,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { isBackendUnreachable } from '../../../lib/db';
import { useOwnListings, type OwnListing } from '../api/own-listings';
import { useListingsOverview, type ListingFigures } from '../api/listings-overview';
import { useSetListingStatus } from '../api/set-listing-status';
import { ListingFormModal } from './ListingFormModal';
import { ListingPreviewModal } from './ListingPreviewModal';
import { formatDate, formatEur } from '../../../lib/format';
import { DEAL_STAGES } from '../../../lib/deal-stages';

type Props = {
  userId: string;
  /** Called after the user's listings changed (the route refreshes figures and the browser). */
  onChanged?: () => void;
  /**
   * Shown under a listing once its owner opens it (the route passes the deals feature's pipeline
   * of its buyers, the data room, matching and analytics): closed by default, so the table reads
   * every listing's figures in one request and each listing's own requests wait for its opening.
   */
  renderBelow?: (listing: OwnListing) => ReactNode;
};

/** Rows per page of the table: a page in about one screen (fewer on a phone). */
export const OWN_LISTINGS_PAGE_SIZE = 8;
const PHONE_PAGE_SIZE = 5;

type StateFilter = 'all' | 'active' | 'draft' | 'closed' | 'won';
type SortKey = 'attention' | 'activity' | 'views' | 'newest' | 'title';

function listingState(l: OwnListing): Exclude<StateFilter, 'all'> {
  if (l.deal_won_at != null) return 'won';
  if (l.status === 'closed') return 'closed';
  if (l.status === 'draft') return 'draft';
  return 'active';
}

/** Running listings before drafts, won and withdrawn ones last. */
const STATE_ORDER: Record<Exclude<StateFilter, 'all'>, number> = {
  active: 0,
  draft: 1,
  won: 2,
  closed: 3,
};

const NO_FIGURES: Omit<ListingFigures, 'listing_id' | 'last_activity_at'> = {
  views: 0,
  deals: 0,
  stage_counts: {},
  paused: 0,
  unread: 0,
  waiting: 0,
};

/**
 * The user's own listings as a table: status, views, deals per stage, unread messages, what waits
 * and the last activity (one request for all, public.my_listings_overview()); sorted, filtered,
 * searched and paged in the browser; each listing opens to show its pipeline. With
 * close/reopen/publish and the create-listing button.
 */
export function OwnListings({ userId, onChanged, renderBelow }: Props) {
  const { t, i18n } = useTranslation(['listings', 'deals']);
  const listings = useOwnListings(userId);
  const overview = useListingsOverview(userId);
  const [query, setQuery] = useState('');
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const [sort, setSort] = useState<SortKey>('attention');
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, setOpened] = useState<Set<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const errorWords = useErrorWords();
  const setStatus = useSetListingStatus(userId, onChanged);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<OwnListing | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  const titleOf = (l: OwnListing) =>
    l.listing_details?.title ?? l.anonymized_description.slice(0, 60);
  const figuresOf = (l: OwnListing) => overview.data?.[l.id] ?? null;
  const rows = useMemo(() => {
    const all = listings.data ?? [];
    const words = query.trim().toLocaleLowerCase(i18n.language);
    const matching = all.filter((l) => {
      if (stateFilter !== 'all' && listingState(l) !== stateFilter) return false;
      if (!words) return true;
      const text = [
        l.listing_details?.title ?? '',
        l.anonymized_description,
        t(`enums.industry.${l.industry}`),
        t(`enums.location.${l.location}`),
      ]
        .join(' ')
        .toLocaleLowerCase(i18n.language);
      return words.split(/\s+/).every((word) => text.includes(word));
    });
    const figures = (l: OwnListing) => overview.data?.[l.id];
    const activity = (l: OwnListing) =>
      Date.parse(figures(l)?.last_activity_at ?? l.changed_at ?? l.created_at);
    const compare: Record<SortKey, (a: OwnListing, b: OwnListing) => number> = {
      attention: (a, b) =>
        STATE_ORDER[listingState(a)] - STATE_ORDER[listingState(b)] ||
        (figures(b)?.waiting ?? 0) - (figures(a)?.waiting ?? 0) ||
        (figures(b)?.unread ?? 0) - (figures(a)?.unread ?? 0) ||
        activity(b) - activity(a),
      activity: (a, b) => activity(b) - activity(a),
      views: (a, b) => (figures(b)?.views ?? 0) - (figures(a)?.views ?? 0),
      newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
      title: (a, b) => titleOf(a).localeCompare(titleOf(b), i18n.language),
    };
    return [...matching].sort((a, b) => compare[sort](a, b) || a.id.localeCompare(b.id));
  }, [listings.data, overview.data, query, stateFilter, sort, i18n.language, t]);
  const pageSize = phone ? PHONE_PAGE_SIZE : OWN_LISTINGS_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const currentPage = Math.min(page, pages);
  const shown = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size={phone ? 'h4' : 'h3'}>
          {t('own.title')}
        </Title>
        <Button
          size={phone ? 'xs' : 'sm'}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreateOpen(true)}
        >
          {t('own.create')}
        </Button>
      </Group>
      <ListingPreviewModal listingId={previewing} onClose={() => setPreviewing(null)} />
      <ListingFormModal
        opened={createOpen}
        onClose={() => setCreateOpen(false)}
        userId={userId}
        onChanged={onChanged}
      />
      {editing && (
        <ListingFormModal
          key={editing.id}
          opened
          onClose={() => setEditing(null)}
          userId={userId}
          onChanged={onChanged}
          listing={editing}
        />
      )}

      {setStatus.isError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setStatus.reset()}>
          {t('own.statusFailed')}
        </Alert>
      )}

      {listings.isPending ? (
        <Loader size="sm" aria-label={t('own.title')} />
      ) : listings.isError && !listings.data ? (
        <Alert color={isBackendUnreachable(listings.error) ? 'yellow' : 'red'} role="alert">
          <Text size="sm">
            {isBackendUnreachable(listings.error)
              ? t('own.offline')
              : `${t('own.loadFailed')} ${errorWords(listings.error)}`}
          </Text>
          <Button size="xs" mt="xs" variant="light" onClick={() => void listings.refetch()}>
            {t('own.retry')}
          </Button>
        </Alert>
      ) : listings.data.length === 0 ? (
        <Text c="dimmed">{t('own.empty')}</Text>
      ) : (
        <>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: phone ? '1 1 100%' : '1 1 12rem' }}
              size="sm"
              // On phones the field's icon and placeholder say what it is; the label stays for
              // screen readers (issue 33: the dashboard fits two phone screens).
              label={phone ? undefined : t('own.table.search')}
              aria-label={phone ? t('own.table.search') : undefined}
              placeholder={t('own.table.searchPlaceholder')}
              leftSection={<IconSearch size={14} aria-hidden />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setPage(1);
              }}
            />
            <Select
              style={{ flex: '1 1 8rem' }}
              size={phone ? 'xs' : 'sm'}
              label={t('own.table.filter')}
              allowDeselect={false}
              value={stateFilter}
              onChange={(value) => {
                setStateFilter((value as StateFilter | null) ?? 'all');
                setPage(1);
              }}
              data={(['all', 'active', 'draft', 'won', 'closed'] as const).map((value) => ({
                value,
                label: t(`own.table.states.${value}`),
              }))}
            />
            <Select
              style={{ flex: '1 1 10rem' }}
              size={phone ? 'xs' : 'sm'}
              label={t('own.table.sort')}
              allowDeselect={false}
              value={sort}
              onChange={(value) => setSort((value as SortKey | null) ?? 'attention')}
              data={(['attention', 'activity', 'views', 'newest', 'title'] as const).map(
                (value) => ({ value, label: t(`own.table.sorts.${value}`) }),
              )}
            />
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="own-listings-count">
            {t('own.table.count', { count: rows.length, total: listings.data.length })}
          </Text>
          {overview.isError && !overview.data && (
            <Alert color="yellow" role="alert">
              <Text size="sm">{t('own.table.figuresFailed')}</Text>
              <Button size="xs" mt="xs" variant="light" onClick={() => void overview.refetch()}>
                {t('own.retry')}
              </Button>
            </Alert>
          )}
          <Stack
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('own.title')}
            data-testid="own-listings"
          >
            {shown.map((l) => {
              const title = titleOf(l);
              const state = listingState(l);
              const won = state === 'won';
              const closed = state === 'closed';
              const draft = state === 'draft';
              const loaded = figuresOf(l);
              const figures = loaded ?? NO_FIGURES;
              const isOpen = opened.has(l.id);
              const panelId = `own-listing-${l.id}`;
              const stages = DEAL_STAGES.filter((stage) => (figures.stage_counts[stage] ?? 0) > 0);
              return (
                <Card
                  key={l.id}
                  withBorder
                  radius="md"
                  padding={phone ? 8 : 'xs'}
                  component="li"
                  aria-label={title}
                  data-listing-id={l.id}
                >
                  <Group justify="space-between" align="flex-start" gap={6} wrap="nowrap">
                    <Stack gap={2} style={{ flex: '1 1 auto', minWidth: 0 }}>
                      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
                        {/* One line each (the whole title is the row's name and the preview's):
                            a row keeps its height whatever the titles and figures are, so a
                            page of five fits a phone as the dashboard's budget says. */}
                        <Text
                          fw={600}
                          size="sm"
                          lineClamp={1}
                          title={title}
                          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                        >
                          {title}
                        </Text>
                        <Badge
                          size="sm"
                          color={won ? 'teal' : closed ? 'gray' : draft ? 'yellow' : 'green'}
                          variant="light"
                          data-testid="own-listing-state"
                          style={{ flexShrink: 0 }}
                        >
                          {state === 'active'
                            ? t('enums.status.active')
                            : t(`own.${state === 'closed' ? 'withdrawn' : state}`)}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={2} data-testid="own-listing-figures">
                        {t('own.table.views', { count: figures.views })} ·{' '}
                        {t('own.table.deals', { count: figures.deals })}
                        {stages.length > 0 && (
                          <span data-testid="own-listing-stages">
                            {` (${stages
                              .map(
                                (stage) =>
                                  `${t(`deals:stages.${stage}`)} ${figures.stage_counts[stage]}`,
                              )
                              .join(', ')})`}
                          </span>
                        )}
                        {figures.unread > 0 &&
                          ` · ${t('own.table.unread', { count: figures.unread })}`}
                        {figures.paused > 0 &&
                          ` · ${t('own.table.paused', { count: figures.paused })}`}
                        {loaded &&
                          ` · ${t('own.table.lastActivity', {
                            date: formatDate(loaded.last_activity_at, i18n.language),
                          })}`}
                      </Text>
                    </Stack>
                    {figures.waiting > 0 && (
                      <Badge
                        color="red.9"
                        variant="filled"
                        size="sm"
                        style={{ flexShrink: 0 }}
                        data-testid="own-listing-waiting"
                      >
                        {t('own.table.waiting', { count: figures.waiting })}
                      </Badge>
                    )}
                  </Group>
                  <Group gap={4} mt={phone ? 2 : 4} wrap="wrap" align="center">
                    {renderBelow && (
                      <Button
                        size="compact-xs"
                        variant={isOpen ? 'filled' : 'light'}
                        aria-expanded={isOpen}
                        aria-controls={panelId}
                        aria-label={t(isOpen ? 'own.table.closeLabel' : 'own.table.openLabel', {
                          title,
                        })}
                        rightSection={
                          isOpen ? (
                            <IconChevronUp size={12} aria-hidden />
                          ) : (
                            <IconChevronDown size={12} aria-hidden />
                          )
                        }
                        onClick={() => toggle(l.id)}
                      >
                        {t('own.table.pipeline')}
                      </Button>
                    )}
                    {/* On phones preview and edit are icons (with their names and a tooltip),
                        so a row's actions take one line. */}
                    {phone ? (
                      <Tooltip label={t('preview.button')}>
                        <ActionIcon
                          variant="subtle"
                          size="md"
                          aria-label={t('preview.buttonLabel', { title })}
                          onClick={() => setPreviewing(l.id)}
                        >
                          <IconEye size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={t('preview.buttonLabel', { title })}
                        onClick={() => setPreviewing(l.id)}
                      >
                        {t('preview.button')}
                      </Button>
                    )}
                    {!won &&
                      (phone ? (
                        <Tooltip label={t('own.edit')}>
                          <ActionIcon
                            variant="subtle"
                            size="md"
                            aria-label={t('own.editLabel', { title })}
                            onClick={() => setEditing(l)}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={t('own.editLabel', { title })}
                          onClick={() => setEditing(l)}
                        >
                          {t('own.edit')}
                        </Button>
                      ))}
                    {won ? null : draft ? (
                      <Button
                        size="compact-xs"
                        aria-label={t('own.publishLabel', { title })}
                        loading={setStatus.isPending && setStatus.variables?.listingId === l.id}
                        onClick={() => setStatus.mutate({ listingId: l.id, status: 'active' })}
                      >
                        {t('own.publish')}
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        aria-label={t(closed ? 'own.reopenLabel' : 'own.closeLabel', { title })}
                        loading={setStatus.isPending && setStatus.variables?.listingId === l.id}
                        onClick={() =>
                          setStatus.mutate({
                            listingId: l.id,
                            status: closed ? 'active' : 'closed',
                          })
                        }
                      >
                        {t(closed ? 'own.reopen' : 'own.close')}
                      </Button>
                    )}
                  </Group>
                  {renderBelow && (
                    <div id={panelId}>
                      {isOpen && (
                        <Stack gap={4} mt="sm">
                          <Text size="sm" c="dimmed">
                            {t(`enums.industry.${l.industry}`)} ·{' '}
                            {t(`enums.location.${l.location}`)} · {t(`enums.revenue.${l.revenue}`)}{' '}
                            · {t('own.created', { date: formatDate(l.created_at, i18n.language) })}
                            {l.changed_at &&
                              ` · ${t('own.changed', { date: formatDate(l.changed_at, i18n.language) })}`}
                          </Text>
                          {draft && (
                            <Text size="sm" c="dimmed">
                              {t('own.draftHint')}
                            </Text>
                          )}
                          {won && (
                            <Text size="sm" c="dimmed">
                              {t('own.wonHint')}
                            </Text>
                          )}
                          {l.success_fee_eur != null && (
                            <Text size="sm">
                              {t('own.successFee', {
                                amount: formatEur(l.success_fee_eur, i18n.language),
                              })}
                            </Text>
                          )}
                          {renderBelow(l)}
                        </Stack>
                      )}
                    </div>
                  )}
                </Card>
              );
            })}
          </Stack>
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={currentPage}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': t(`own.table.page.${control}`),
              })}
              getItemProps={(n) => ({ 'aria-label': t('own.table.page.number', { n }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
