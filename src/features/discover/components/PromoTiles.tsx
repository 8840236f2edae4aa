import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoinEuro, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const tiles = [
  { key: 'verified', Icon: IconShieldCheck },
  { key: 'nda', Icon: IconLock },
  { key: 'scout', Icon: IconCoinEuro },
] as const;

/** The three promo tiles above the listing grid. */
export function PromoTiles() {
  const { t } = useTranslation('discover');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {tiles.map(({ key, Icon }) => (
        <Paper key={key} withBorder radius="md" p="md">
          <ThemeIcon variant="light" size="lg" radius="md" mb="sm" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Title order={3} size="h5">
            {t(`promo.${key}Title`)}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`promo.${key}Text`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
