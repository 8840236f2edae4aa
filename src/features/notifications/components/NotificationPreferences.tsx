import { Alert, Center, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '../../../components/forms/FormPage';
import type { UserRole } from '../../../lib/constants';
import { Constants } from '../../../lib/database.types';
import { usePreferences, type NotificationKind, type Preference } from '../api/preferences';
import { useSavePreference } from '../api/save-preference';
import '../i18n';

const KINDS = Constants.public.Enums.notification_kind;
/** Account and security notices and payment reminders cannot be turned off (the database refuses a preference). */
const isMandatory = (kind: NotificationKind) =>
  kind.startsWith('account.') || kind.startsWith('invoice.');

/**
 * Issue 34: the due diligence and the deal teams. Anyone may work on either side of a deal as a
 * team member (an adviser with any role), so every role can receive all of them.
 */
const TEAM_KINDS: readonly NotificationKind[] = [
  'diligence.requested',
  'diligence.answered',
  'diligence.question',
  'diligence.question_answered',
  'diligence.overdue',
  'team.removed',
  'team.role_changed',
  // Issue 35: the closing checklist's steps reach the other side (buyer or seller).
  'closing.started',
  'closing.item_done',
  'closing.payment_confirmed',
  'closing.closed',
  'closing.item_due',
  'closing.item_overdue',
  // Both principals hear before a closed deal's archive is deleted.
  'closing.archive_expiring',
];

/** The events that reach a buyer (the deals they ask for, their offers, their searches). */
const BUYER_KINDS: readonly NotificationKind[] = [
  'account.confirmed',
  'account.verified',
  'account.rejected',
  'account.capacity_verified',
  'account.capacity_rejected',
  'deal.message',
  'deal.nda_copy',
  'deal.access_granted',
  'deal.access_declined',
  'deal.access_revoked',
  'deal.closed',
  'offer.accepted',
  'offer.declined',
  'offer.countered',
  'exclusivity.started',
  'exclusivity.ended',
  'exclusivity.extension_requested',
  'exclusivity.extended',
  'exclusivity.milestone_due',
  'exclusivity.milestone_overdue',
  'document.added',
  'search.match',
  'listing.invitation',
  ...TEAM_KINDS,
];

/** The events that reach the owner of listings (sellers and scouts): the buyers' steps. */
const OWNER_KINDS: readonly NotificationKind[] = [
  'account.confirmed',
  'account.verified',
  'account.rejected',
  'deal.message',
  'deal.nda_signed',
  'deal.access_requested',
  'deal.reminder',
  'deal.closed',
  'offer.received',
  // Issue 35: the buyer answers the owner's counter; extensions need both sides.
  'offer.accepted',
  'offer.declined',
  'exclusivity.extension_requested',
  'exclusivity.extended',
  ...TEAM_KINDS,
  // Both sides hear of the clock's milestones before their date and when missed.
  'exclusivity.milestone_due',
  'exclusivity.milestone_overdue',
];

/** A scout's own: their fee paid out (issue 31). */
const SCOUT_KINDS: readonly NotificationKind[] = [...OWNER_KINDS, 'scout_fee.paid'];

/** The kinds a role can receive (the database's triggers decide who is told what); admins: all. */
export function notificationKindsOf(role: UserRole): readonly NotificationKind[] {
  if (role === 'investor') return BUYER_KINDS;
  if (role === 'admin') return KINDS;
  if (role === 'scout') return SCOUT_KINDS;
  return OWNER_KINDS;
}

/**
 * The profile's Notifications tab: per kind the role can receive, in the app and by email, on or
 * off; each change says "Saved." once the database has it.
 */
export function NotificationPreferences({ userId, role }: { userId: string; role: UserRole }) {
  const { t } = useTranslation('notifications');
  const preferences = usePreferences(userId);
  const save = useSavePreference(userId);

  if (preferences.isPending) return <Loader size="sm" />;
  if (preferences.isError)
    return (
      <Alert color="red" role="alert">
        {t('preferences.loadFailed')}
      </Alert>
    );

  const current = (kind: NotificationKind): Preference =>
    preferences.data.get(kind) ?? { kind, inApp: true, email: true };

  const kinds = notificationKindsOf(role);
  const groups = [
    { label: t('preferences.accountGroup'), kinds: kinds.filter(isMandatory) },
    { label: t('preferences.dealGroup'), kinds: kinds.filter((kind) => !isMandatory(kind)) },
  ];

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('preferences.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('preferences.intro')}
          </Text>
        </div>
        {save.isError && (
          <Alert color="red" role="alert">
            {t('preferences.saveFailed')}
          </Alert>
        )}
        <FormSuccess show={save.isSuccess} testId="preferences-saved">
          {t('preferences.saved')}
        </FormSuccess>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" data-testid="notification-preferences">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('preferences.kind')}</Table.Th>
                <Table.Th ta="center">{t('preferences.inApp')}</Table.Th>
                <Table.Th ta="center">{t('preferences.email')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {groups.map((group) => (
              <Table.Tbody key={group.label}>
                <Table.Tr>
                  <Table.Th colSpan={3} scope="colgroup">
                    <Text size="sm" fw={700} c="dimmed">
                      {group.label}
                    </Text>
                  </Table.Th>
                </Table.Tr>
                {group.kinds.map((kind) => {
                  // The kind's first part names its group of texts (kinds.<group>.<event>).
                  const [area, event] = kind.split('.');
                  const name = t(
                    `kinds.${area}.${event}.preference` as 'kinds.account.confirmed.preference',
                  );
                  const preference = current(kind);
                  const mandatory = isMandatory(kind);
                  const change = (next: Partial<Preference>) =>
                    save.mutate({ ...preference, ...next });
                  return (
                    <Table.Tr key={kind} data-kind={kind}>
                      <Table.Td>
                        <Text size="sm">{name}</Text>
                        {mandatory && (
                          <Text size="xs" c="dimmed">
                            {t('preferences.alwaysOn')}
                          </Text>
                        )}
                      </Table.Td>
                      {(['inApp', 'email'] as const).map((channel) => (
                        <Table.Td key={channel}>
                          {mandatory ? (
                            <Center>
                              <IconCheck
                                size={20}
                                color="var(--mantine-color-teal-8)"
                                aria-label={`${name}: ${t(`preferences.${channel}`)}: ${t('preferences.alwaysOn')}`}
                              />
                            </Center>
                          ) : (
                            <Switch
                              mx="auto"
                              w="fit-content"
                              checked={preference[channel]}
                              aria-label={`${name}: ${t(`preferences.${channel}`)}`}
                              onChange={(event) =>
                                change({ [channel]: event.currentTarget.checked })
                              }
                            />
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            ))}
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
