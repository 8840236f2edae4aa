import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ErrorPage.module.css';

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
        {code && <div className={classes.code} data-code={code} aria-hidden="true" />}
        <Title order={1}>
          {code ? <VisuallyHidden>{code} </VisuallyHidden> : null}
          {title}
        </Title>
        <Text c="gray.7" size="lg">
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
