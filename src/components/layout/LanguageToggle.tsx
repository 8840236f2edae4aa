import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';
import { LANGUAGES, type Language } from '../../lib/language';
import { saveProfileLanguage } from '../../lib/session/profile-language';

/** Native names, so each language is recognisable whatever the UI language is. */
const nativeNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap">
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <Button
            key={language}
            size="compact-sm"
            variant={active ? 'filled' : 'subtle'}
            color={active ? 'brand' : 'gray'}
            aria-pressed={active}
            lang={language}
            onClick={() => {
              void setLanguage(language);
              // A signed-in user's emails follow the choice too.
              void saveProfileLanguage(language);
            }}
            data-testid={`language-${language}`}
          >
            {language.toUpperCase()}
            <VisuallyHidden> {nativeNames[language]}</VisuallyHidden>
          </Button>
        );
      })}
    </Group>
  );
}
