import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

type FormPageProps = {
  /** The page's heading, also the form's accessible name. */
  title: string;
  subtitle?: ReactNode;
  /** Width of the column: 440 for a few fields, wider for long forms. */
  size: number;
  /** The card's content: usually a <FormFields> form, sometimes a notice in its place. */
  children: ReactNode;
  /** Below the form, centred in small print (links to the neighbouring pages). */
  footer?: ReactNode;
};

/** The layout of the account pages (sign-in, registration, password reset): title and a card. */
export function FormPage({ title, subtitle, size, children, footer }: FormPageProps) {
  return (
    <Container size={size} py={64}>
      <Title order={1} ta="center">
        {title}
      </Title>
      {subtitle && (
        <Text c="gray.7" ta="center" mt="xs">
          {subtitle}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="xl" mt="xl" radius="md">
        {children}
        {footer && (
          <Text size="sm" ta="center" mt="md">
            {footer}
          </Text>
        )}
      </Paper>
    </Container>
  );
}

type FormFieldsProps = {
  /** The form's accessible name (usually the page's or section's title). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  gap?: 'sm' | 'md';
};

/**
 * A form validated by its zod schema (not the browser's own checks), its fields stacked.
 */
export function FormFields({ label, onSubmit, children, gap = 'md' }: FormFieldsProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}

/** A form's failure, announced to screen readers. */
export function FormError({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/**
 * A form's success, in a live region that exists before it shows (so screen readers announce it).
 */
export function FormSuccess({
  show,
  testId,
  children,
}: {
  show: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div aria-live="polite">
      {show && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} data-testid={testId}>
          {children}
        </Alert>
      )}
    </div>
  );
}
