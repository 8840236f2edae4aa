import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FloatingIcons } from './FloatingIcons';
import classes from './Landing.module.css';

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container py={{ base: 48, md: 88 }}>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 40, md: 64 }}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg">
            <div>
              <span className={classes.eyebrow}>{t('hero.eyebrow')}</span>
            </div>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="gray.7" maw={560}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/register"
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                {t('hero.getStarted')}
              </Button>
              <Button component={Link} to="/login" size="lg" variant="default">
                {t('hero.signIn')}
              </Button>
            </Group>
          </Stack>
          <div className={classes.heroArt}>
            <img
              className={classes.heroImage}
              src="/images/hero-bridge.svg"
              width={560}
              height={440}
              alt={t('hero.artAlt')}
              fetchPriority="high"
              decoding="async"
            />
            <FloatingIcons />
          </div>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
