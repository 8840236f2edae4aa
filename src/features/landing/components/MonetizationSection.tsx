import {
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconChartBar, IconCoins, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

const steps = ['analysis', 'esg', 'marketing'] as const;
const benefits = [
  { id: 'revenue', Icon: IconCoins },
  { id: 'balance', Icon: IconChartBar },
  { id: 'reach', Icon: IconUsersGroup },
] as const;

/** Monetising patents and dormant assets: three steps and three benefits. */
export function MonetizationSection() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      className={`${classes.section} ${classes.monetization}`}
      aria-labelledby="monetization-title"
    >
      <Container>
        <Stack gap="sm" maw={720} mb={48}>
          <Text fw={700} c="accent.2" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
            {t('monetization.eyebrow')}
          </Text>
          <Title order={2} id="monetization-title" c="white">
            {t('monetization.heading')}
          </Title>
          <Text size="lg" className={classes.lightText}>
            {t('monetization.intro')}
          </Text>
        </Stack>

        <Title order={3} size="h4" c="white" mb="md">
          {t('monetization.stepsHeading')}
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, md: 3 }}
          spacing="lg"
          p={0}
          m={0}
          mb={48}
          style={{ listStyle: 'none' }}
        >
          {steps.map((step, index) => (
            <li key={step}>
              <Card className={classes.darkCard} padding="xl" radius="lg">
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={4} c="white" mt="md">
                  {t(`monetization.steps.${step}.title`)}
                </Title>
                <Text mt="xs" className={classes.lightText}>
                  {t(`monetization.steps.${step}.text`)}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>

        <Title order={3} size="h4" c="white" mb="md">
          {t('monetization.benefitsHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {benefits.map(({ id, Icon }) => (
            <Group key={id} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" color="accent.4" c="brand.9">
                <Icon size={24} aria-hidden="true" />
              </ThemeIcon>
              <div>
                <Text fw={700} c="white">
                  {t(`monetization.benefits.${id}.title`)}
                </Text>
                <Text size="sm" className={classes.lightText}>
                  {t(`monetization.benefits.${id}.text`)}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
