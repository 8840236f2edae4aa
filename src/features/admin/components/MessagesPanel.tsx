import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailtoHref } from '../../../lib/mailto';
import { pageCount } from '../api/paging';
import { type MessagesParams, useMessages } from '../api/get-messages';
import { formatDate } from '../../../lib/format';
import { ListPager } from './ListPager';
import { QueryErrorAlert } from './QueryErrorAlert';

const PAGE_SIZE = 20;

/** Support and contact messages, newest first. */
export function MessagesPanel() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useState<MessagesParams>({ page: 1, pageSize: PAGE_SIZE });
  const messages = useMessages(params);

  const lastPage = messages.data ? pageCount(messages.data.total, PAGE_SIZE) : params.page;
  if (params.page > lastPage) setParams({ ...params, page: lastPage });

  return (
    <Stack gap="sm">
      <Title order={3}>{t('messages.heading')}</Title>
      {messages.isError ? (
        <QueryErrorAlert
          message={t('messages.loadFailed')}
          onRetry={() => void messages.refetch()}
        />
      ) : !messages.data ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : (
        <>
          {messages.data.rows.length === 0 ? (
            <Text c="dimmed">{t('messages.empty')}</Text>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              aria-label={t('messages.listLabel')}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {messages.data.rows.map((message) => (
                <Paper component="li" key={message.id} withBorder p="md" radius="md">
                  <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                    <Text fw={600}>{message.subject}</Text>
                    <Text size="xs" c="dimmed">
                      <time dateTime={message.createdAt}>
                        {formatDate(message.createdAt, i18n.language)}
                      </time>
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('messages.from', {
                      sender: message.senderName
                        ? `${message.senderName} <${message.email}>`
                        : message.email,
                    })}
                  </Text>
                  <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {message.body}
                  </Text>
                  <ReplyLink email={message.email} subject={message.subject} />
                </Paper>
              ))}
            </Stack>
          )}
          <ListPager
            page={params.page}
            pageSize={PAGE_SIZE}
            total={messages.data.total}
            onChange={(page) => setParams({ ...params, page })}
          />
        </>
      )}
    </Stack>
  );
}

/** Reply by email: a mailto: link only to a plain address (older rows may hold anything). */
function ReplyLink({ email, subject }: { email: string; subject: string }) {
  const { t } = useTranslation('admin');
  const href = mailtoHref(email, `Re: ${subject}`);
  if (!href) return null;
  return (
    <Anchor size="sm" mt="xs" display="inline-block" href={href}>
      {t('messages.reply')}
    </Anchor>
  );
}
