import { Button, Code } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorKind, useErrorWords } from '../../lib/error-words';
import { usePageMeta } from '../../lib/use-page-meta';
import { errorDetail } from './error-detail';
import { ErrorPage } from './ErrorPage';

/**
 * The router's error boundary. A failure with a known cause (the server cannot be reached, a page
 * that does not exist, a refusal) is said in words with a way to try again; only an error nobody
 * expected shows "Unexpected Application Error!" with its message, for the bug report.
 */
export function AppErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const kind = errorKind(error);
  const fromDatabase =
    Boolean(error) && typeof (error as { code?: unknown }).code === 'string' && kind !== 'unknown';
  return kind === 'offline' || fromDatabase ? (
    <KnownErrorPage error={error} />
  ) : (
    <UnexpectedErrorPage error={error} />
  );
}

function KnownErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const words = useErrorWords();
  const router = useRouter();
  const offline = errorKind(error) === 'offline';
  const title = offline ? t('connection.unreachableTitle') : t('errorWords.unknown');
  usePageMeta(title, words(error));
  return (
    <ErrorPage
      title={title}
      text={<span data-testid="error-words">{words(error)}</span>}
      actions={
        <Button variant="subtle" onClick={() => void router.invalidate()}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}

function UnexpectedErrorPage({ error }: { error: unknown }) {
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
