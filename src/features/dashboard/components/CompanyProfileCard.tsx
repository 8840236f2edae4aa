import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  profile: { name: string; email: string; verificationStatus: 'pending' | 'verified' | 'rejected' };
};

const colors = { pending: 'yellow', verified: 'green', rejected: 'red' } as const;

/** The seller's company profile with its verification status. */
export function CompanyProfileCard({ profile }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('profile.heading')}
      </Title>
      <Stack gap={4}>
        <Text size="sm">
          <Text span c="dimmed">
            {t('profile.name')}:
          </Text>{' '}
          {profile.name}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('profile.email')}:
          </Text>{' '}
          {profile.email}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('profile.verification')}:
          </Text>
          <Badge color={colors[profile.verificationStatus]} variant="light">
            {t(`profile.status.${profile.verificationStatus}`)}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}
