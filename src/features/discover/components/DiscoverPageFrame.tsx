import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PromoTiles } from './PromoTiles';

/** Heading, intro and promo tiles of /discover, above the deal browser (`children`). */
export function DiscoverPageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('discover');
  return (
    <Container py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('heading')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <PromoTiles />
        {children}
      </Stack>
    </Container>
  );
}

/**
 * /discover before the signed-in user is known: the page's frame with the grid's loader. Shown
 * while the guard reads the session and profile, and prerendered as HTML (dist/discover.html) so
 * a returning user sees the page before the app's code has arrived.
 */
export function DiscoverPageShell() {
  const { t } = useTranslation('discover');
  return (
    <DiscoverPageFrame>
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    </DiscoverPageFrame>
  );
}
