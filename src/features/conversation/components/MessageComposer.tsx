import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '../api/send-deal-message';

type Props = { draft: string; onDraftChange: (draft: string) => void; onSubmit: () => void };

/** Writing a message: the draft, its length limit, Ctrl/Cmd+Enter or the button to send. */
export function MessageComposer({ draft, onDraftChange, onSubmit }: Props) {
  const { t } = useTranslation('conversation');
  const tooLong = draft.length > MESSAGE_MAX_LENGTH;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          autosize
          minRows={2}
          maxRows={8}
          value={draft}
          error={tooLong ? t('composer.tooLong', { max: MESSAGE_MAX_LENGTH }) : undefined}
          onChange={(event) => onDraftChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onSubmit();
            }
          }}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('composer.hint')}
          </Text>
          <Button type="submit" disabled={!draft.trim() || tooLong}>
            {t('composer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
