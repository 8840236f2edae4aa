import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';

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

export function NewPasswordField(props: PasswordInputProps) {
  return <PasswordInput autoComplete="new-password" withAsterisk {...props} />;
}

export function CurrentPasswordField(props: PasswordInputProps) {
  return <PasswordInput autoComplete="current-password" withAsterisk {...props} />;
}
