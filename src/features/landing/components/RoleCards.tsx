import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconCheck, IconSearch, IconTelescope } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SCOUT_FEE_MAX_EUR } from '../../../lib/constants';
import { formatEuro } from '../landing-stats';
import classes from './Landing.module.css';

const roles = [
  { role: 'scout', Icon: IconTelescope },
  { role: 'investor', Icon: IconSearch },
  { role: 'company', Icon: IconBuildingStore },
] as const;

/** Scout, buyer, seller: each card opens registration with that role chosen. */
export function RoleCards() {
  const { t, i18n } = useTranslation('landing');
  const amount = formatEuro(SCOUT_FEE_MAX_EUR, i18n.language);
  return (
    <Box
      component="section"
      className={`${classes.section} ${classes.sectionAlt}`}
      aria-labelledby="roles-title"
    >
      <Container>
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Title order={2} id="roles-title">
            {t('roles.heading')}
          </Title>
          <Text c="gray.7" size="lg" maw={640}>
            {t('roles.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {roles.map(({ role, Icon }) => (
            <Card
              key={role}
              className={`${classes.card} ${classes.roleCard}`}
              withBorder
              padding="xl"
              radius="lg"
              data-testid={`role-card-${role}`}
            >
              <ThemeIcon size={52} radius="md" color="brand">
                <Icon size={28} aria-hidden="true" />
              </ThemeIcon>
              <Title order={3} size="h3" mt="md">
                {t(`roles.${role}.title`)}
              </Title>
              <Text c="gray.7" mt="xs" style={{ flex: 1 }}>
                {t(`roles.${role}.text`)}
              </Text>
              <Group gap={8} mt="md" wrap="nowrap" align="flex-start">
                <IconCheck
                  size={18}
                  color="var(--mantine-color-accent-7)"
                  aria-hidden="true"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" fw={600}>
                  {t(`roles.${role}.point`, { amount })}
                </Text>
              </Group>
              <Button
                renderRoot={(props) => <Link to="/register" search={{ role }} {...props} />}
                mt="lg"
                fullWidth
                variant="light"
              >
                {t(`roles.${role}.cta`)}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
