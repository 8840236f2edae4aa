import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/use-page-meta';
import { ErrorPage } from './ErrorPage';

/** 404: any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.notFoundTitle'), t('meta.notFoundDescription'));
  return (
    <ErrorPage
      code={t('errors.notFoundCode')}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
    />
  );
}
