import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCoinEuro, IconEdit, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCOUT_FEE_MAX_EUR } from '../../../lib/constants';
import type { CurrentProfile } from '../../../lib/session/current-profile';
import { EditProfileModal } from './EditProfileModal';
import { formatDate, formatEur } from '../../../lib/format';

const STATUS_COLORS = { pending: 'yellow', verified: 'teal', rejected: 'red' } as const;

/** Personal details with Edit, plus a role-specific card (scouts see their fee model). */
export function ProfileOverview({ profile }: { profile: CurrentProfile }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const [editing, { open, close }] = useDisclosure(false);

  const rows: Array<[string, string]> = [
    [t('details.name'), profile.name],
    [t('details.email'), profile.email],
    [t('details.phoneNumber'), profile.phoneNumber || t('details.notProvided')],
    [t('details.website'), profile.website || t('details.notProvided')],
    [t('details.role'), tCommon(`roles.${profile.role}`)],
    [t('details.memberSince'), formatDate(profile.createdAt, i18n.language)],
  ];

  return (
    <Stack>
      <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="details-title">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h3" id="details-title">
            {t('details.title')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconEdit size={18} aria-hidden="true" />}
            onClick={open}
          >
            {t('details.edit')}
          </Button>
        </Group>
        <Group gap="xs" mb="md" aria-label={t('status.label')}>
          <Badge color={STATUS_COLORS[profile.verificationStatus]} variant="light">
            {t(`status.${profile.verificationStatus}`)}
          </Badge>
          <Badge
            color={profile.profileComplete ? 'teal' : 'gray'}
            variant="light"
            data-testid="profile-complete"
          >
            {profile.profileComplete ? t('status.complete') : t('status.incomplete')}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="gray.7">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      {profile.role === 'scout' ? (
        <Paper
          withBorder
          p="xl"
          radius="md"
          component="section"
          aria-labelledby="scout-title"
          data-testid="scout-info"
        >
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
              <IconCoinEuro size={26} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={2} size="h3" id="scout-title">
                {t('scout.title')}
              </Title>
              <Text>{t('scout.text')}</Text>
              <Text fw={600}>
                {t('scout.feeLabel')}:{' '}
                {t('scout.feeValue', { amount: formatEur(SCOUT_FEE_MAX_EUR, i18n.language) })}
              </Text>
              <Title order={3} size="h4" mt="xs">
                {t('scout.howTitle')}
              </Title>
              <List type="ordered" spacing={4}>
                <List.Item>{t('scout.how1')}</List.Item>
                <List.Item>{t('scout.how2')}</List.Item>
                <List.Item>{t('scout.how3')}</List.Item>
              </List>
            </Stack>
          </Group>
        </Paper>
      ) : (
        <Paper
          withBorder
          p="xl"
          radius="md"
          component="section"
          aria-labelledby="member-title"
          data-testid="member-info"
        >
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
              <IconShieldCheck size={26} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={2} size="h3" id="member-title">
                {t('member.title')}
              </Title>
              <Text>{t(`member.${profile.role}`)}</Text>
            </Stack>
          </Group>
        </Paper>
      )}

      <EditProfileModal profile={profile} opened={editing} onClose={close} />
    </Stack>
  );
}
