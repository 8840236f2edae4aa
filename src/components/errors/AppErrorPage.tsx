import { Button, Code } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/use-page-meta';
import { errorDetail } from './error-detail';
import { ErrorPage } from './ErrorPage';

/** The router's error boundary: "Unexpected Application Error!" with the status text or message. */
export function AppErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslation();
  const detail = errorDetail(error);
  usePageMeta(t('errors.unexpectedTitle'), t('errors.unexpectedText'));
  return (
    <ErrorPage
      title={t('errors.unexpectedTitle')}
      text={
        <>
          {t('errors.unexpectedText')}
          <br />
          <Code data-testid="error-detail" fz="md">
            {detail}
          </Code>
        </>
      }
      actions={
        <Button variant="subtle" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
