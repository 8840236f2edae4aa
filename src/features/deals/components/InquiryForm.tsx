import { Alert, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { DealState } from '../api/deal-state';
import { inquirySchema, type InquiryInput } from '../api/inquiry-schema';
import { useSendInquiry } from '../api/send-inquiry';
import { formatDate } from '../../../lib/format';

type Props = {
  listingId: string;
  userId: string;
  inquiries: DealState['inquiries'];
  onChanged?: () => void;
};

export function InquiryForm({ listingId, userId, inquiries, onChanged }: Props) {
  const { t, i18n } = useTranslation('deals');
  const send = useSendInquiry(listingId, userId, onChanged);
  const form = useForm<InquiryInput>({
    initialValues: { message: '' },
    validate: zod4Resolver(inquirySchema),
  });
  const empty = form.values.message.trim() === '';

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('inquiry.heading')}
      </Title>
      {inquiries.length > 0 && (
        <Stack gap={4} aria-label={t('inquiry.previous')}>
          {inquiries.map((inq) => (
            <Group key={inq.id} gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {t(`inquiry.status.${inq.status}`)}
              </Badge>
              <Text size="sm" lineClamp={2}>
                {inq.message}{' '}
                <Text span size="xs" c="dimmed">
                  ({t('inquiry.sentOn', { date: formatDate(inq.created_at, i18n.language) })})
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <form
        onSubmit={form.onSubmit((values) =>
          send.mutate(values, {
            // Keep the typed text on failure; clear it only once the inquiry is stored.
            onSuccess: () => form.reset(),
          }),
        )}
      >
        <Stack gap="xs">
          <Textarea
            label={t('inquiry.label')}
            placeholder={t('inquiry.placeholder')}
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('message')}
            onChange={(e) => {
              form.setFieldValue('message', e.currentTarget.value);
              if (send.isSuccess || send.isError) send.reset();
            }}
          />
          {send.isError && (
            <Alert color="red" role="alert">
              {t('inquiry.failed')}
            </Alert>
          )}
          {send.isSuccess && (
            <Alert color="green" role="status">
              {t('inquiry.sent')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={empty} loading={send.isPending}>
              {t('inquiry.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
