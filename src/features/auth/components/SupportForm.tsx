import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  supportMessageSchema,
  useSendSupportMessage,
  type SupportMessageInput,
} from '../api/send-support-message';
import { focusFirstInvalid, useFieldProps } from '../../../components/forms/field-props';

type SupportFormProps = { userId: string; email: string };

/** Stores a message for the admins (public.messages) and confirms it. */
export function SupportForm({ userId, email }: SupportFormProps) {
  const { t } = useTranslation('auth');
  const send = useSendSupportMessage(userId);
  const form = useForm<SupportMessageInput>({
    mode: 'controlled',
    initialValues: { email, subject: '', body: '' },
    validate: zod4Resolver(supportMessageSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'auth');

  const handleSubmit = form.onSubmit(
    (values) =>
      send.mutate(values, {
        onSuccess: () => form.setValues({ subject: '', body: '' }),
      }),
    (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
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
          <div aria-live="polite">
            {send.isSuccess && (
              <Alert
                color="teal"
                icon={<IconCircleCheck aria-hidden="true" />}
                data-testid="support-sent"
              >
                {t('support.sent')}
              </Alert>
            )}
          </div>
          {send.isError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {t('errors.supportMessageFailed')}
            </Alert>
          )}
          <TextInput
            label={t('support.email')}
            name="email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...fieldProps('email')}
          />
          <TextInput
            label={t('support.subject')}
            name="subject"
            withAsterisk
            {...fieldProps('subject')}
          />
          <Textarea
            label={t('support.message')}
            name="body"
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
