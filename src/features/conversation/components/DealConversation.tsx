import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { isBackendUnreachable } from '../../../lib/db';
import { useLiveStatus } from '../../../lib/live/table-changes';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { flattenThread, useDealThread } from '../api/deal-thread';
import { ConversationLiveBadge } from './ConversationLiveBadge';
import { ThreadView } from './ThreadView';
import { useReadMark } from '../use-read-mark';

type Props = {
  dealId: string;
  /**
   * Held back by the page until the parts above it have answered (so that they never push it
   * down): the thread is read, and marked read, meanwhile; nothing is shown.
   */
  held?: boolean;
};

/**
 * The conversation of one deal: the last 50 messages, earlier ones on demand, new ones live. This
 * part reads the thread and shows its loading and failure; ThreadView shows what was read.
 */
export function DealConversation({ dealId, held = false }: Props) {
  const { t } = useTranslation('conversation');
  const errorWords = useErrorWords();
  const { authUser } = useCurrentUser();
  const userId = authUser?.id ?? null;
  const thread = useDealThread(dealId);
  // The deal page follows the deal's messages (src/routes/-live/live-updates.ts): its state here.
  const live = useLiveStatus({ table: 'deal_messages', filter: `deal_id=eq.${dealId}` });
  const { header, messages } = useMemo(() => flattenThread(thread.data), [thread.data]);
  useReadMark(dealId, userId, header ?? null, messages);
  if (held) return null;

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby="deal-conversation-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="deal-conversation-title">
            {t('title')}
          </Title>
          {header && <ConversationLiveBadge status={live} />}
        </Group>
        {thread.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        ) : thread.isError ? (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {isBackendUnreachable(thread.error) ? t('offline') : errorWords(thread.error)}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => void thread.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          header &&
          userId && (
            <ThreadView
              dealId={dealId}
              userId={userId}
              header={header}
              messages={messages}
              hasOlder={Boolean(thread.hasNextPage)}
              loadingOlder={thread.isFetchingNextPage}
              olderFailed={thread.isFetchNextPageError}
              loadOlder={() => void thread.fetchNextPage()}
            />
          )
        )}
      </Stack>
    </Paper>
  );
}
