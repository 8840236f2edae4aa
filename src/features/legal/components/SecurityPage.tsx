import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { operator } from '../../../lib/operator';
import { usePageMeta } from '../../../lib/use-page-meta';
import { securityContent } from '../content/security';

/** "Security & confidentiality": tiers of information, who decides, what is recorded. */
export function SecurityPage() {
  const { t, i18n } = useTranslation('legal');
  usePageMeta(t('security.title'), t('security.description'));
  const sections = securityContent[i18n.language === 'de' ? 'de' : 'en'];

  return (
    <Container py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        {/* The page is as wide as every other; the intro keeps a readable line length. */}
        <Stack gap="xs" maw={760}>
          <Title order={1}>{t('security.title')}</Title>
          <Text size="lg" c="gray.7">
            {t('security.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {sections.map((section) => (
            <Paper key={section.heading} withBorder radius="md" p="lg" component="section">
              <Title order={2} size="h4" mb="sm">
                {section.heading}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} size="sm" c="gray.8" style={{ lineHeight: 1.6 }}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('security.contactTitle')}
          </Title>
          <Text c="gray.8">
            <Trans
              t={t}
              i18nKey="security.contact"
              values={{ email: operator.legalEmail }}
              components={{ mail: <Anchor href={`mailto:${operator.legalEmail}`} /> }}
            />
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
