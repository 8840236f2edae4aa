import { Affix, Button, CloseButton, Container, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookieConsent, storeCookieConsent } from '../../lib/cookie-consent';

const noSubscription = () => () => undefined;
const isBrowser = () => true;
/** What the server renders, and so what hydration starts from. */
const isServerOrHydrating = () => false;

/**
 * Shown at the bottom while no cookie choice is stored. Accept/Decline store 'true'/'false'
 * under 'cookie-consent'; the close button (small screens) hides it for this visit only.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  // Prerendered HTML has no banner (the build cannot know the visitor's choice): it appears
  // once the app has hydrated the page.
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServerOrHydrating);
  const [dismissed, setDismissed] = useState(false);
  const visible = inBrowser && !dismissed && readCookieConsent() === null;

  if (!visible) return null;

  function choose(accepted: boolean) {
    storeCookieConsent(accepted);
    setDismissed(true);
  }

  return (
    <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={150}>
      <Paper
        component="section"
        aria-label={t('cookie.label')}
        shadow="lg"
        radius={0}
        withBorder
        py="md"
        data-testid="cookie-banner"
      >
        <Container>
          <Group justify="space-between" align="center" wrap="nowrap" gap="md">
            <Group gap="md" align="center" style={{ flex: 1 }}>
              <Text size="sm" style={{ flex: '1 1 320px' }}>
                {t('cookie.text')}{' '}
                <Link to="/privacy" style={{ color: 'var(--mantine-color-brand-7)' }}>
                  {t('cookie.privacyLink')}
                </Link>
              </Text>
              {/* The buttons share the row on phones and wrap rather than being cut. */}
              <Group gap="sm" style={{ flex: '1 0 auto' }} justify="flex-end">
                <Button variant="default" onClick={() => choose(false)}>
                  {t('cookie.decline')}
                </Button>
                <Button onClick={() => choose(true)}>{t('cookie.accept')}</Button>
              </Group>
            </Group>
            <CloseButton
              hiddenFrom="sm"
              aria-label={t('cookie.close')}
              onClick={() => setDismissed(true)}
              style={{ alignSelf: 'flex-start' }}
            />
          </Group>
        </Container>
      </Paper>
    </Affix>
  );
}
