import { Stack, Text, Title, type StackProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = StackProps & {
  description: string;
  fullDetails: string | null;
};

/** What an unlocked buyer (or the owner) reads beyond the teaser, set apart in green. */
export function ConfidentialDetails({ description, fullDetails, ...stackProps }: Props) {
  const { t } = useTranslation('deals');
  return (
    <Stack
      gap={4}
      p="sm"
      bg="var(--mantine-color-green-light)"
      style={{ borderRadius: 8 }}
      {...stackProps}
    >
      <Title order={3} size="h5">
        {t('modal.confidential')}
      </Title>
      <Text size="sm">{description}</Text>
      <Text size="sm" fw={600} mt="xs">
        {t('modal.fullDetails')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {fullDetails ?? t('modal.noFullDetails')}
      </Text>
    </Stack>
  );
}
