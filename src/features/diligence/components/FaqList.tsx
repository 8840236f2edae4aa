import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFaq } from '../api/faq';

/** The listing's FAQ: published answers, never who asked. */
export function FaqList({ listingId }: { listingId: string }) {
  const { t } = useTranslation('diligence');
  const faq = useFaq(listingId);
  return (
    <Stack gap="sm" data-testid="diligence-faq">
      <Text size="sm" c="dimmed">
        {t('faq.intro')}
      </Text>
      {faq.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('faq.empty')}
        </Text>
      )}
      {faq.data?.map((entry) => (
        <Paper key={entry.id} withBorder radius="md" p="sm">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {entry.question}
          </Text>
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {entry.answer}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
