import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import type { LegalDocument } from '../content/types';
import { sectionAnchor, type LegalPageKind } from '../legal-document';

type LegalPageProps = { kind: LegalPageKind; documents: Record<'en' | 'de', LegalDocument> };

/** A legal text in the UI language, with a table of contents. */
export function LegalPage({ kind, documents }: LegalPageProps) {
  const { t, i18n } = useTranslation('legal');
  usePageMeta(t(`${kind}.title`), t(`${kind}.description`));
  const document = documents[i18n.language === 'de' ? 'de' : 'en'];

  return (
    <Container py={{ base: 32, md: 56 }}>
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{t(`${kind}.title`)}</Title>
        <Text c="gray.7">{t('effectiveDate', { date: document.effectiveDate })}</Text>
      </Stack>
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper
            withBorder
            radius="lg"
            p="lg"
            component="nav"
            aria-labelledby="legal-contents"
            style={{ position: 'sticky', top: 88 }}
          >
            <Title order={2} size="h5" id="legal-contents" mb="sm">
              {t('contents')}
            </Title>
            <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {document.sections.map((section, index) => (
                <li key={section.heading}>
                  <Anchor href={`#${sectionAnchor(index)}`} size="sm" c="brand.7">
                    {section.heading}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Box data-testid="legal-text">
            <Text fw={600} size="lg" mb="lg">
              {document.title}
            </Text>
            {document.sections.map((section, index) => (
              <Box
                component="section"
                key={section.heading}
                mb="xl"
                aria-labelledby={sectionAnchor(index)}
              >
                <Title
                  order={2}
                  size="h3"
                  id={sectionAnchor(index)}
                  mb="sm"
                  style={{ scrollMarginTop: 88 }}
                >
                  {section.heading}
                </Title>
                {section.paragraphs.map((paragraph, paragraphIndex) => (
                  <Text key={paragraphIndex} mb="sm" c="gray.8" style={{ lineHeight: 1.7 }}>
                    {paragraph}
                  </Text>
                ))}
              </Box>
            ))}
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
