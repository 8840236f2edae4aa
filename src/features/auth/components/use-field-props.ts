import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type authEn from '../../../locales/en/auth.json';

type ValidationKey = `validation.${keyof (typeof authEn)['validation']}`;

/**
 * `form.getInputProps` with the schema's message keys translated, so field errors show in the
 * current language (Mantine links each error to its input with aria-describedby).
 */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const { t } = useTranslation('auth');
  return (path: keyof Values & string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    const error = typeof props.error === 'string' ? t(props.error as ValidationKey) : props.error;
    return { ...props, error };
  };
}

/** Moves focus to the first field that failed validation. */
export function focusFirstInvalid(
  errors: Record<string, unknown>,
  formElement: HTMLFormElement | null | undefined,
) {
  const first = Object.keys(errors)[0];
  if (!first || !formElement) return;
  formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
