import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEyeOff, IconMessages, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

const features = [
  { id: 'verified', Icon: IconShieldCheck },
  { id: 'confidential', Icon: IconEyeOff },
  { id: 'direct', Icon: IconMessages },
] as const;

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <Container component="section" className={classes.section} aria-labelledby="features-title">
      <Stack gap="xs" align="center" ta="center" mb={40}>
        <Title order={2} id="features-title">
          {t('features.heading')}
        </Title>
        <Text c="gray.7" size="lg" maw={640}>
          {t('features.subtitle')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map(({ id, Icon }) => (
          <Card key={id} className={classes.card} withBorder padding="xl" radius="lg">
            <ThemeIcon size={48} radius="md" variant="light" color="accent">
              <Icon size={26} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t(`features.${id}.title`)}
            </Title>
            <Text c="gray.7" mt="xs">
              {t(`features.${id}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
