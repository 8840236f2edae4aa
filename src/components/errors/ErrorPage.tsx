import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorPageProps = {
  code?: string;
  title: string;
  text: ReactNode;
  /** Extra actions next to Return Home. */
  actions?: ReactNode;
};

export function ErrorPage({ code, title, text, actions }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" gap="md" ta="center">
        {code && (
          <Text
            aria-hidden="true"
            fw={800}
            c="brand.1"
            style={{ fontSize: 'clamp(4rem, 18vw, 8rem)', lineHeight: 1 }}
          >
            {code}
          </Text>
        )}
        <Title order={1}>
          {code ? <VisuallyHidden>{code} </VisuallyHidden> : null}
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        <Stack gap="sm" mt="md" align="center">
          <Button component={Link} to="/" size="md">
            {t('errors.returnHome')}
          </Button>
          {actions}
        </Stack>
      </Stack>
    </Container>
  );
}
