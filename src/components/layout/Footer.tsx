import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../../lib/constants';
import classes from './Footer.module.css';
import { LogoMark } from './Logo';

export type FooterTopicGroup = {
  id: string;
  topics: readonly { slug: string; articleId: string }[];
};

type FooterProps = {
  /** 12 groups of 5 blog topics (content of the blog feature, passed in by the root route). */
  topicGroups: readonly FooterTopicGroup[];
};

export function Footer({ topicGroups }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" className={classes.footer}>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={32} mb={40}>
          <Stack gap="xs">
            <span className={classes.brand}>
              <LogoMark size={28} />
              {t('brand')}
            </span>
            <Text size="sm">{t('footer.tagline')}</Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" className={classes.heading}>
              {t('footer.contactHeading')}
            </Title>
            <Text size="sm">{t('footer.contactText')}</Text>
            <Anchor
              href={`mailto:${CONTACT_EMAIL}`}
              className={classes.contact}
              data-testid="footer-contact"
            >
              {CONTACT_EMAIL}
            </Anchor>
          </Stack>
        </SimpleGrid>

        <Title order={2} size="h5" className={classes.heading} mb="md">
          {t('footer.topicsHeading')}
        </Title>
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
          spacing={{ base: 'lg', md: 'xl' }}
          verticalSpacing="xl"
          data-testid="footer-topics"
        >
          {topicGroups.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-group-${group.id}`}>
              <h3 id={`footer-group-${group.id}`} className={classes.groupHeading}>
                {t(`groups.${group.id}`, { ns: 'topics' })}
              </h3>
              <ul className={classes.list}>
                {group.topics.map((topic) => (
                  <li key={topic.slug}>
                    <Link
                      to="/blog/$articleId"
                      params={{ articleId: topic.articleId }}
                      className={classes.link}
                    >
                      {t(`topics.${topic.slug}`, { ns: 'topics' })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.bottom}>
        <Container py="lg">
          <Group justify="space-between" gap="md">
            {/* The year of prerendered HTML is the build's: the browser's may differ. */}
            <Text size="sm" suppressHydrationWarning>
              {t('footer.copyright', { year })}
            </Text>
            <Group
              component="nav"
              aria-label={t('footer.legalLabel')}
              gap="lg"
              style={{ rowGap: 8 }}
            >
              <Link to="/privacy" className={classes.link}>
                {t('footer.privacy')}
              </Link>
              <Link to="/terms" className={classes.link}>
                {t('footer.terms')}
              </Link>
              <Link to="/compliance" className={classes.link}>
                {t('footer.compliance')}
              </Link>
              <Link to="/security" className={classes.link}>
                {t('footer.security')}
              </Link>
              <Link to="/impressum" className={classes.link}>
                {t('footer.impressum')}
              </Link>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
