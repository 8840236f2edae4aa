import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { I18nResources } from '../../lib/i18n-resources';

type InputOptions = { type?: 'input' | 'checkbox' };

/** The i18n namespaces with a `validation` group: where the schemas' message keys live. */
type NamespaceWithValidation = {
  [Name in keyof I18nResources]: I18nResources[Name] extends { validation: object } ? Name : never;
}[keyof I18nResources];

/**
 * `form.getInputProps` with the schema's message keys (`validation.<key>` of `namespace`)
 * translated, so field errors show in the current language (Mantine links each error to its
 * input with aria-describedby). Usage: `const fieldProps = useFieldProps(form, 'auth')`.
 */
export function useFieldProps<Values>(
  form: UseFormReturnType<Values>,
  namespace: NamespaceWithValidation,
) {
  const { t } = useTranslation(namespace);
  // The keys come from the feature's zod schema, typed against that namespace's JSON by its tests.
  const translate = t as unknown as (messageKey: string) => string;
  return (path: keyof Values & string, options?: InputOptions) => {
    const props = form.getInputProps(path, options);
    const error = typeof props.error === 'string' ? translate(props.error) : props.error;
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
