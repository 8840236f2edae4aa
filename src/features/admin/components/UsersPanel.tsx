import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../api/paging';
import {
  type AdminUser,
  USER_STATUS_FILTERS,
  type UserSortField,
  type UsersParams,
  type UsersPeriod,
  type UserStatusFilter,
  useUsers,
} from '../api/get-users';
import { PeriodFilterNote } from './PeriodFilterNote';
import { useAuthSession } from '../../../lib/session/session-store';
import { useSetAdmin } from '../api/set-admin';
import {
  ACCOUNT_REJECTION_REASONS,
  type AccountDecision,
  type SetVerificationInput,
  useSetVerification,
  useUndoableDecisions,
  useUndoAccountDecision,
} from '../api/set-verification';
import { formatDate } from '../../../lib/format';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { useProposeRejection } from '../api/account-review';
import { ApplicantDrawer } from './ApplicantDrawer';
import { PagedTable } from './PagedTable';

const PAGE_SIZE = 20;

const STATUS_COLORS = { verified: 'green', pending: 'yellow', rejected: 'red' } as const;

/**
 * All users, filtered by status and searched in the database, sortable, paginated, with Details
 * (the applicant's screen with notes), Verify and Reject (proposed for a second admin's
 * confirmation when there are two admins or more).
 */
export function UsersPanel({
  initialStatus = 'all',
  initialPeriod,
}: {
  initialStatus?: UserStatusFilter;
  /** Only those who signed up or were verified in a key figure's period. */
  initialPeriod?: UsersPeriod;
}) {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useState<UsersParams>({
    status: initialStatus,
    period: initialPeriod ?? null,
    sort: 'created_at',
    ascending: false,
    page: 1,
    pageSize: PAGE_SIZE,
    search: '',
  });
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  // The debounced text joins the query (from the first page) once typing pauses.
  const [searchedFor, setSearchedFor] = useState('');
  if (search !== searchedFor) {
    setSearchedFor(search);
    setParams({ ...params, search, page: 1 });
  }
  const [detailsOf, setDetailsOf] = useState<AdminUser | null>(null);
  const users = useUsers(params);
  const proposeRejection = useProposeRejection();
  const setVerification = useSetVerification();
  const undoable = useUndoableDecisions();
  const undo = useUndoAccountDecision();
  const [confirming, setConfirming] = useState<{
    user: AdminUser;
    status: SetVerificationInput['status'];
  } | null>(null);
  const setAdmin = useSetAdmin();
  const selfId = useAuthSession().authUser?.id;

  // The list shrank below the current page (e.g. the last pending user of the page was verified).
  const lastPage = users.data
    ? pageCount(users.data.total, PAGE_SIZE, users.data.more)
    : params.page;
  if (params.page > lastPage) setParams({ ...params, page: lastPage });

  function changeFilter(status: UserStatusFilter) {
    setParams({ ...params, status, page: 1 });
  }

  function sortBy(sort: UserSortField) {
    // A new column starts with its natural order: names A–Z, dates newest first.
    const ascending = params.sort === sort ? !params.ascending : sort !== 'created_at';
    setParams({ ...params, sort, ascending, page: 1 });
  }

  // Asked first (ConfirmDecisionModal); the email waits for the undo window.
  function decide(
    user: AdminUser,
    status: SetVerificationInput['status'],
    reason: { code: string; note: string } | null,
  ) {
    if (status === 'rejected') {
      // Four eyes: the database decides whether this rejects now (single admin) or waits.
      proposeRejection.mutate(
        {
          userId: user.id,
          reasonCode: reason?.code as (typeof ACCOUNT_REJECTION_REASONS)[number],
          reasonNote: reason?.note || undefined,
        },
        {
          onSuccess: (result) => {
            setConfirming(null);
            notifications.show({
              color: 'green',
              message:
                result.outcome === 'proposed'
                  ? t('users.proposeDone', { name: user.name })
                  : t('users.rejectedDone', { name: user.name }),
            });
            void undoable.refetch();
          },
          onError: () => {
            setConfirming(null);
            notifications.show({ color: 'red', message: t('users.rejectFailed') });
          },
        },
      );
      return;
    }
    setVerification.mutate(
      {
        userId: user.id,
        status,
        reasonCode: reason?.code as SetVerificationInput['reasonCode'],
        reasonNote: reason?.note || undefined,
      },
      {
        onSuccess: () => {
          setConfirming(null);
          notifications.show({
            color: 'green',
            message:
              status === 'verified'
                ? t('users.verified', { name: user.name })
                : t('users.rejectedDone', { name: user.name }),
          });
          void undoable.refetch();
        },
        onError: () => {
          setConfirming(null);
          notifications.show({
            color: 'red',
            message: status === 'verified' ? t('users.verifyFailed') : t('users.rejectFailed'),
          });
        },
      },
    );
  }

  function undoDecision(user: AdminUser, decision: AccountDecision) {
    undo.mutate(decision.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('users.undone', { name: user.name }) });
        void undoable.refetch();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: /too late/i.test(error.message) ? t('users.undoTooLate') : t('users.undoFailed'),
        }),
    });
  }

  const openDecision = (user: AdminUser) =>
    undoable.data?.find((d) => d.user_id === user.id && Date.parse(d.undo_until) > Date.now());

  function changeAdmin(user: AdminUser, admin: boolean) {
    setAdmin.mutate(
      { userId: user.id, admin },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: admin
              ? t('users.adminGranted', { name: user.name })
              : t('users.adminRevoked', { name: user.name }),
          }),
        onError: () => notifications.show({ color: 'red', message: t('users.adminChangeFailed') }),
      },
    );
  }

  const busy = (user: AdminUser, status: SetVerificationInput['status']) =>
    status === 'rejected'
      ? proposeRejection.isPending && proposeRejection.variables?.userId === user.id
      : setVerification.isPending &&
        setVerification.variables?.userId === user.id &&
        setVerification.variables.status === status;
  const deciding = setVerification.isPending || proposeRejection.isPending;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t('users.heading')}</Title>
        <SegmentedControl
          aria-label={t('users.filterLabel')}
          value={params.status}
          onChange={(value) => changeFilter(value as UserStatusFilter)}
          data={USER_STATUS_FILTERS.map((value) => ({ value, label: t(`users.filter.${value}`) }))}
        />
      </Group>
      <TextInput
        type="search"
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        maxLength={100}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      {params.period && (
        <PeriodFilterNote
          kind={params.period.field === 'created_at' ? 'signups' : 'verified'}
          period={params.period}
          onClear={() => setParams({ ...params, period: null, page: 1 })}
        />
      )}

      <PagedTable
        query={users}
        loadFailed={t('users.loadFailed')}
        label={t('users.tableLabel')}
        empty={t('users.empty')}
        head={
          <>
            <SortHeader
              field="name"
              label={t('users.columns.name')}
              params={params}
              onSort={sortBy}
            />
            <SortHeader
              field="email"
              label={t('users.columns.email')}
              params={params}
              onSort={sortBy}
            />
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <SortHeader
              field="created_at"
              label={t('users.columns.registered')}
              params={params}
              onSort={sortBy}
            />
            <Table.Th>{t('users.columns.actions')}</Table.Th>
          </>
        }
        columnCount={6}
        minWidth={760}
        highlightOnHover
        page={params.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => setParams({ ...params, page })}
        renderRow={(user) => (
          <Table.Tr key={user.id} data-testid={`user-row-${user.id}`}>
            <Table.Td>{user.name}</Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
            <Table.Td>
              <Badge
                color={STATUS_COLORS[user.verificationStatus]}
                variant="light"
                // The whole word, also in German ("Ausstehend"), rather than an ellipsis.
                styles={{ label: { overflow: 'visible' } }}
              >
                {t(`verification.${user.verificationStatus}`)}
              </Badge>
              {!user.emailConfirmed && (
                <Text size="xs" c="dimmed" id={`email-unconfirmed-${user.id}`}>
                  {t('users.emailUnconfirmed')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatDate(user.createdAt, i18n.language)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="subtle"
                mb={4}
                aria-label={t('users.detailsLabel', { name: user.name })}
                onClick={() => setDetailsOf(user)}
              >
                {t('users.details')}
              </Button>
              {user.role !== 'admin' && (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    color="green"
                    variant="light"
                    // The database refuses to verify an address nobody confirmed; the note
                    // under the status says why the button waits.
                    disabled={
                      user.verificationStatus === 'verified' || !user.emailConfirmed || deciding
                    }
                    loading={busy(user, 'verified')}
                    aria-label={t('users.verifyLabel', { name: user.name })}
                    aria-describedby={
                      user.emailConfirmed ? undefined : `email-unconfirmed-${user.id}`
                    }
                    title={user.emailConfirmed ? undefined : t('users.verifyNeedsEmail')}
                    onClick={() => setConfirming({ user, status: 'verified' })}
                  >
                    {t('users.verify')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={user.verificationStatus === 'rejected' || deciding}
                    loading={busy(user, 'rejected')}
                    aria-label={t('users.rejectLabel', { name: user.name })}
                    onClick={() => setConfirming({ user, status: 'rejected' })}
                  >
                    {t('users.reject')}
                  </Button>
                  {openDecision(user) && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="gray"
                      loading={undo.isPending && undo.variables === openDecision(user)!.id}
                      disabled={undo.isPending}
                      aria-label={t('users.undoLabel', { name: user.name })}
                      title={t('users.undoUntil', {
                        time: formatTime(openDecision(user)!.undo_until, i18n.language),
                      })}
                      onClick={() => undoDecision(user, openDecision(user)!)}
                    >
                      {t('users.undo')}
                    </Button>
                  )}
                  {user.verificationStatus === 'verified' && (
                    <Button
                      size="xs"
                      variant="light"
                      disabled={setAdmin.isPending}
                      loading={setAdmin.isPending && setAdmin.variables?.userId === user.id}
                      aria-label={t('users.grantAdminLabel', { name: user.name })}
                      onClick={() => changeAdmin(user, true)}
                    >
                      {t('users.grantAdmin')}
                    </Button>
                  )}
                </Group>
              )}
              {user.role === 'admin' && user.id !== selfId && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={setAdmin.isPending}
                  loading={setAdmin.isPending && setAdmin.variables?.userId === user.id}
                  aria-label={t('users.revokeAdminLabel', { name: user.name })}
                  onClick={() => changeAdmin(user, false)}
                >
                  {t('users.revokeAdmin')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ApplicantDrawer
        userId={detailsOf?.id ?? null}
        onClose={() => setDetailsOf(null)}
        actions={
          detailsOf &&
          detailsOf.role !== 'admin' && (
            // The decision from the details: the same confirmation as the row's buttons.
            <Group gap="xs">
              <Button
                size="xs"
                color="green"
                disabled={
                  detailsOf.verificationStatus === 'verified' ||
                  !detailsOf.emailConfirmed ||
                  deciding
                }
                title={detailsOf.emailConfirmed ? undefined : t('users.verifyNeedsEmail')}
                onClick={() => setConfirming({ user: detailsOf, status: 'verified' })}
              >
                {t('users.verify')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={detailsOf.verificationStatus === 'rejected' || deciding}
                onClick={() => setConfirming({ user: detailsOf, status: 'rejected' })}
              >
                {t('users.reject')}
              </Button>
            </Group>
          )
        }
      />
      <ConfirmDecisionModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming?.status === 'rejected'
            ? t('users.rejectTitle', { name: confirming.user.name })
            : t('users.verifyTitle', { name: confirming?.user.name ?? '' })
        }
        consequences={
          confirming
            ? [
                ...(t(
                  confirming.status === 'rejected'
                    ? 'users.rejectConsequences'
                    : 'users.verifyConsequences',
                  { name: confirming.user.name, email: confirming.user.email, returnObjects: true },
                ) as string[]),
                // Four eyes (issue 33): with two admins or more the rejection waits for the other.
                ...(confirming.status === 'rejected'
                  ? (t('users.rejectProposeConsequences', {
                      name: confirming.user.name,
                      returnObjects: true,
                    }) as string[])
                  : []),
              ]
            : []
        }
        confirmLabel={confirming?.status === 'rejected' ? t('users.reject') : t('users.verify')}
        color={confirming?.status === 'rejected' ? 'red' : 'green'}
        reasons={
          confirming?.status === 'rejected'
            ? ACCOUNT_REJECTION_REASONS.map((code) => ({
                value: code,
                label: t(`users.reasons.${code}`),
              }))
            : undefined
        }
        footnote={t('users.undoFootnote')}
        loading={deciding}
        onConfirm={(reason) => confirming && decide(confirming.user, confirming.status, reason)}
      />
    </Stack>
  );
}

const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { timeStyle: 'short' }).format(
    new Date(iso),
  );

type SortHeaderProps = {
  field: UserSortField;
  label: string;
  params: UsersParams;
  onSort: (field: UserSortField) => void;
};

/** A column header that sorts the list in the database (click again to reverse). */
function SortHeader({ field, label, params, onSort }: SortHeaderProps) {
  const { t } = useTranslation('admin');
  const active = params.sort === field;
  const Icon = !active ? IconSelector : params.ascending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (params.ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(field)}
        aria-label={t('users.sortBy', { column: label })}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
