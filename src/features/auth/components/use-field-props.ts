import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translatedFieldProps } from '../../../components/forms/field-props';
import type authEn from '../../../locales/en/auth.json';

type ValidationKey = `validation.${keyof (typeof authEn)['validation']}`;

/** Input props whose error is the auth namespace's text for the schema's message key. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const { t } = useTranslation('auth');
  return translatedFieldProps(form, (key) => t(key as ValidationKey));
}
