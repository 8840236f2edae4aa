import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Inputs of the kinds every form has, with the type and autocomplete that browsers and password
// managers expect, required unless `withAsterisk={false}`. Pass `{...fieldProps(path)}` (it sets
// `name`, value, onChange and the translated error).

export function EmailField(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" withAsterisk {...props} />;
}

export function NameField(props: TextInputProps) {
  return <TextInput autoComplete="name" withAsterisk {...props} />;
}

export function PhoneField(props: TextInputProps) {
  return <TextInput type="tel" autoComplete="tel" withAsterisk {...props} />;
}

/** An optional website: typed without a scheme too (https:// is added), so no browser URL check. */
export function WebsiteField(props: TextInputProps) {
  return (
    <TextInput
      inputMode="url"
      autoComplete="url"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="www.example.com"
      {...props}
    />
  );
}

/** The show/hide button of a password field, named in the page's language (Mantine's is English). */
function useVisibilityToggle() {
  const { t } = useTranslation('common');
  return { 'aria-label': t('passwordVisibility') };
}

export function NewPasswordField(props: PasswordInputProps) {
  const toggle = useVisibilityToggle();
  return (
    <PasswordInput
      autoComplete="new-password"
      withAsterisk
      visibilityToggleButtonProps={toggle}
      {...props}
    />
  );
}

export function CurrentPasswordField(props: PasswordInputProps) {
  const toggle = useVisibilityToggle();
  return (
    <PasswordInput
      autoComplete="current-password"
      withAsterisk
      visibilityToggleButtonProps={toggle}
      {...props}
    />
  );
}
