import { useForm, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { I18nResources } from '../../lib/i18n-resources';

type InputOptions = { type?: 'input' | 'checkbox' };

/** The i18n namespaces with a `validation` group: where the schemas' message keys live. */
type NamespaceWithValidation = {
  [Name in keyof I18nResources]: I18nResources[Name] extends { validation: object } ? Name : never;
}[keyof I18nResources];

/**
 * `form.getInputProps` (plus `name`) with the schema's message keys (`validation.<key>` of `namespace`)
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
    // The name is the form path: focusFirstInvalid finds the first invalid field by it.
    return { ...props, name: path, error };
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

/**
 * A form validated by its zod schema (the one the mutation uses too), with its field props and a
 * submit handler that moves focus to the first invalid field: what every form of the app shares.
 * Usage: `const { form, fieldProps, onSubmit } = useSchemaForm(schema, initialValues, 'auth')`,
 * then `<form onSubmit={onSubmit((values) => mutation.mutate(values))}>`.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: Parameters<typeof zod4Resolver>[0],
  initialValues: Values,
  namespace: NamespaceWithValidation,
) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, namespace);
  const onSubmit = (handler: (values: Values) => void) =>
    form.onSubmit(handler, (errors, _values, event) =>
      focusFirstInvalid(errors, event?.currentTarget),
    );
  return { form, fieldProps, onSubmit };
}
