import { Alert, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { inquirySchema, type InquiryInput } from '../api/inquiry-schema';
import { useSendInquiry } from '../api/send-inquiry';

type Props = {
  listingId: string;
  onChanged?: () => void;
};

/**
 * A first message to the listing's owner (it opens the buyer's deal and starts its conversation,
 * where the sent inquiries are read on the deal page).
 */
export function InquiryForm({ listingId, onChanged }: Props) {
  const { t } = useTranslation('deals');
  const send = useSendInquiry(listingId, onChanged);
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
