import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translatedFieldProps } from '../../../components/forms/field-props';
import type profileEn from '../../../locales/en/profile.json';

type ValidationKey = `validation.${keyof (typeof profileEn)['validation']}`;

/** Input props whose error is the profile namespace's text for the schema's message key. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const { t } = useTranslation('profile');
  return translatedFieldProps(form, (key) => t(key as ValidationKey));
}
