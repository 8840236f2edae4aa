import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThreadMessage, ThreadPage } from '../api/deal-thread';
import { useOutbox } from '../use-outbox';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { ThreadIntro } from './ThreadIntro';

type Props = {
  dealId: string;
  userId: string;
  header: ThreadPage;
  messages: ThreadMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
};

/** A thread that was read: who it is with, its messages, and (for a participant) the composer. */
export function ThreadView({ dealId, userId, header, messages, ...older }: Props) {
  const { t } = useTranslation('conversation');
  const outbox = useOutbox(dealId, userId, messages);
  return (
    <Stack gap="sm">
      <ThreadIntro header={header} />
      <MessageList
        header={header}
        messages={messages}
        outbox={outbox.outbox}
        pending={outbox.pending}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
        {...older}
      />
      {outbox.error && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={outbox.dismissError}
          p="xs"
        >
          <Text size="sm">{outbox.error}</Text>
        </Alert>
      )}
      {header.my_side !== null ? (
        <MessageComposer
          draft={outbox.draft}
          onDraftChange={outbox.setDraft}
          onSubmit={outbox.submit}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('readOnly')}
        </Text>
      )}
    </Stack>
  );
}
