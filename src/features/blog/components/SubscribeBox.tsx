import { Alert, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  subscribeNewsletterSchema,
  useSubscribeNewsletter,
  type SubscribeNewsletterInput,
} from '../api/subscribe-newsletter';

export function SubscribeBox() {
  const { t } = useTranslation('blog');
  const subscribe = useSubscribeNewsletter();
  const form = useForm<SubscribeNewsletterInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zod4Resolver(subscribeNewsletterSchema),
    validateInputOnBlur: false,
  });

  // On a prerendered page a visitor can type an address before the app has taken over (the
  // page is readable at once, the code arrives after it): keep what was typed.
  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = emailInput.current?.value;
    if (typed) form.setFieldValue('email', typed);
    // Once, when the app takes over the prerendered input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleSubmit = form.onSubmit((values) => {
    subscribe.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => console.error('Newsletter subscription failed', error),
    });
  });

  const emailError = form.errors.email;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', md: 'xl' }}
      bg="brand.0"
      component="section"
      aria-labelledby="subscribe-title"
    >
      <Group gap="sm" mb="xs" wrap="nowrap">
        <IconMail size={24} color="var(--mantine-color-brand-7)" aria-hidden="true" />
        <Title order={2} size="h3" id="subscribe-title">
          {t('subscribe.title')}
        </Title>
      </Group>
      <Text c="gray.7" mb="md">
        {t('subscribe.text')}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            key={form.key('email')}
            {...form.getInputProps('email')}
            ref={emailInput}
            error={emailError ? t(String(emailError) as 'subscribe.invalidEmail') : undefined}
            type="email"
            autoComplete="email"
            label={t('subscribe.emailLabel')}
            placeholder={t('subscribe.emailPlaceholder')}
            style={{ flex: '1 1 240px' }}
            onFocus={() => subscribe.reset()}
          />
          <Button
            type="submit"
            loading={subscribe.isPending}
            mt={{ base: 0, xs: 25 }}
            style={{ flex: '0 0 auto' }}
          >
            {t('subscribe.submit')}
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {subscribe.isSuccess && (
          <Alert
            mt="md"
            color="teal"
            icon={<IconCircleCheck aria-hidden="true" />}
            data-testid="subscribe-success"
          >
            {t('subscribe.success')}
          </Alert>
        )}
        {subscribe.isError && (
          <Alert
            mt="md"
            color="red"
            icon={<IconAlertCircle aria-hidden="true" />}
            data-testid="subscribe-error"
          >
            {t('subscribe.error')}
          </Alert>
        )}
      </div>
    </Paper>
  );
}
