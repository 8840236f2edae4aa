import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  supportMessageSchema,
  useSendSupportMessage,
  type SupportMessageInput,
} from '../api/send-support-message';
import { useSchemaForm } from '../../../components/forms/field-props';
import { EmailField } from '../../../components/forms/fields';
import { FormError, FormSuccess } from '../../../components/forms/FormPage';

type SupportFormProps = { userId: string; email: string };

/** Stores a message for the admins (public.messages) and confirms it. */
export function SupportForm({ userId, email }: SupportFormProps) {
  const { t } = useTranslation('auth');
  const send = useSendSupportMessage(userId);
  const { form, fieldProps, onSubmit } = useSchemaForm<SupportMessageInput>(
    supportMessageSchema,
    { email, subject: '', body: '' },
    'auth',
  );

  const handleSubmit = onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => form.setValues({ subject: '', body: '' }),
    }),
  );

  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="support-title">
      <Title order={2} size="h3" id="support-title">
        {t('support.title')}
      </Title>
      <Text c="gray.7" mt={4}>
        {t('support.text')}
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-labelledby="support-title">
        <Stack mt="md">
          <FormSuccess show={send.isSuccess} testId="support-sent">
            {t('support.sent')}
          </FormSuccess>
          {send.isError && <FormError> {t('errors.supportMessageFailed')}</FormError>}
          <EmailField label={t('support.email')} {...fieldProps('email')} />
          <TextInput label={t('support.subject')} withAsterisk {...fieldProps('subject')} />
          <Textarea
            label={t('support.message')}
            minRows={4}
            autosize
            withAsterisk
            {...fieldProps('body')}
          />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('support.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
