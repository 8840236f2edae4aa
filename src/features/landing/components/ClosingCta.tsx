import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_BUSINESS_DAYS } from '../../../lib/constants';
import classes from './Landing.module.css';

export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <Container component="section" className={classes.section} aria-labelledby="cta-title">
      <Box className={classes.ctaBox} p={{ base: 'xl', md: 56 }}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="cta-title" c="white">
            {t('cta.title')}
          </Title>
          <Text size="lg" maw={620} c="brand.0">
            {t('cta.text', REVIEW_BUSINESS_DAYS)}
          </Text>
          <Group gap="sm" justify="center" mt="sm">
            <Button component={Link} to="/register" size="lg" color="accent.4" c="brand.9">
              {t('cta.button')}
            </Button>
            <Button component={Link} to="/blog" size="lg" variant="outline" color="white">
              {t('cta.secondary')}
            </Button>
          </Group>
        </Stack>
      </Box>
    </Container>
  );
}
