import { Alert, Center, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { usePreferences, type NotificationKind, type Preference } from '../api/preferences';
import { useSavePreference } from '../api/save-preference';
import '../i18n';

const KINDS = Constants.public.Enums.notification_kind;
/** Account and security notices and payment reminders cannot be turned off (the database refuses a preference). */
const isMandatory = (kind: NotificationKind) =>
  kind.startsWith('account.') || kind.startsWith('invoice.');

/** The profile's Notifications tab: per kind, in the app and by email, on or off. */
export function NotificationPreferences({ userId }: { userId: string }) {
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

  const groups = [
    { label: t('preferences.accountGroup'), kinds: KINDS.filter(isMandatory) },
    { label: t('preferences.dealGroup'), kinds: KINDS.filter((kind) => !isMandatory(kind)) },
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
