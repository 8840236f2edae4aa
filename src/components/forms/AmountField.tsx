import { Button, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  amountInputText,
  ASKING_PRICE_RANGE,
  parseAmount,
  type AmountLanguage,
  type AmountRange,
  type ParsedAmount,
} from '../../lib/amount-input';
import { formatEur } from '../../lib/format';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (text: string) => void;
  /** Set by the form after a failed submit; the text says what is wrong with the current value. */
  error?: unknown;
  range?: AmountRange;
  allowNegative?: boolean;
};

export const amountLanguage = (language: string): AmountLanguage =>
  language.startsWith('de') ? 'de' : 'en';

/** The translated reason an amount cannot be taken (null when it can). */
export function useAmountProblem() {
  const { t, i18n } = useTranslation();
  return (parsed: ParsedAmount): string | null => {
    switch (parsed.kind) {
      case 'invalid':
        return t('amount.invalid');
      case 'fraction':
        return t('amount.fraction');
      case 'too-small':
        return t('amount.tooSmall', { min: formatEur(parsed.min, i18n.language) });
      case 'too-large':
        return t('amount.tooLarge', { max: formatEur(parsed.max, i18n.language) });
      case 'ambiguous':
        return t('amount.chooseFirst');
      default:
        return null;
    }
  };
}

/**
 * An amount in euros typed as people type it ("2,5 Mio", "2.500.000", "500k"): shows what it
 * reads ("= 2.500.000 €") before saving, and asks which amount is meant when the languages would
 * read it differently ("2,500"), offering the readings that are valid amounts.
 */
export function AmountField({
  value,
  onChange,
  error,
  range = ASKING_PRICE_RANGE,
  allowNegative = false,
  description,
  ...rest
}: Props) {
  const { t, i18n } = useTranslation();
  const language = amountLanguage(i18n.language);
  const parsed = parseAmount(value, language, range, { allowNegative });
  const problem = useAmountProblem();
  const choicesId = useId();
  const choices =
    parsed.kind === 'ambiguous'
      ? parsed.values.filter((v) => Number.isInteger(v) && v >= range.min && v <= range.max)
      : [];
  return (
    <Stack gap={4}>
      <TextInput
        inputMode="text"
        autoComplete="off"
        {...rest}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        description={
          parsed.kind === 'ok' ? (
            <span data-testid="amount-reading">
              {t('amount.equals', { amount: formatEur(parsed.value, i18n.language) })}
            </span>
          ) : (
            description
          )
        }
        aria-describedby={choices.length > 0 ? choicesId : undefined}
        error={error ? (problem(parsed) ?? undefined) : undefined}
      />
      {parsed.kind === 'ambiguous' && (
        <Group gap="xs" id={choicesId} role="group" aria-label={t('amount.ambiguous')}>
          <Text size="sm" c="orange.8">
            {t('amount.ambiguous')}
          </Text>
          {choices.map((v) => (
            <Button
              key={v}
              size="compact-sm"
              variant="light"
              aria-label={t('amount.chooseLabel', { amount: formatEur(v, i18n.language) })}
              onClick={() => onChange(amountInputText(v, language))}
            >
              {formatEur(v, i18n.language)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
