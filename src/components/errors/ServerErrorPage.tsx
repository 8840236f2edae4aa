import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/use-page-meta';
import { ErrorPage } from './ErrorPage';

/** 500: "Something went wrong". */
export function ServerErrorPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.serverErrorTitle'), t('meta.serverErrorDescription'));
  return (
    <ErrorPage
      code={t('errors.serverErrorCode')}
      title={t('errors.serverErrorTitle')}
      text={t('errors.serverErrorText')}
    />
  );
}
