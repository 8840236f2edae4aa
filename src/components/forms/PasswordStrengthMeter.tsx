// Progress is not among the app-wide styles (src/mantine-styles.ts): loaded with this form.
import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrengthScore } from './password-strength';

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;
const MIN_LENGTH = 8;

type Scorer = (password: string, userInputs?: string[]) => StrengthScore;

/**
 * A strength meter under a new password. zxcvbn-ts loads with the first keystroke, so the page
 * itself stays light; the auth server has the last word (length, leaked passwords).
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: string[];
}) {
  const { t } = useTranslation('common');
  const [scorer, setScorer] = useState<Scorer | null>(null);
  const wanted = password.length > 0;

  useEffect(() => {
    if (!wanted || scorer) return;
    let cancelled = false;
    void import('./password-strength').then(({ passwordScore }) => {
      if (!cancelled) setScorer(() => passwordScore);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, scorer]);

  if (!wanted) return null;
  const score: StrengthScore =
    password.length < MIN_LENGTH ? 0 : scorer ? scorer(password, userInputs) : 0;
  const label = t(`passwordStrength.${score}`);
  return (
    <div>
      <Progress
        value={(score + 1) * 20}
        color={COLORS[score]}
        size="sm"
        aria-label={t('passwordStrength.label')}
        aria-valuetext={label}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t('passwordStrength.label')}
        </Text>
        <Text
          size="xs"
          fw={600}
          c={COLORS[score]}
          aria-live="polite"
          data-testid="password-strength"
        >
          {label}
        </Text>
      </Group>
    </div>
  );
}
