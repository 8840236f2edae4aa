import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translatedFieldProps } from '../../../components/forms/field-props';
import type accountEn from '../../../locales/en/account.json';

type ValidationKey = `validation.${keyof (typeof accountEn)['validation']}`;

/** Input props whose error is the account namespace's text for the schema's message key. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const { t } = useTranslation('account');
  return translatedFieldProps(form, (key) => t(key as ValidationKey));
}
