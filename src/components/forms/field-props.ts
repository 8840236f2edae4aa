import type { UseFormReturnType } from '@mantine/form';

type InputOptions = { type?: 'input' | 'checkbox' };

/**
 * `form.getInputProps` with the schema's message keys translated, so field errors show in the
 * current language (Mantine links each error to its input with aria-describedby). Each feature
 * passes its own typed translation of the keys.
 */
export function translatedFieldProps<Values>(
  form: UseFormReturnType<Values>,
  translate: (messageKey: string) => string,
) {
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
