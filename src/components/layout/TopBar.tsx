import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../lib/session/sign-out';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { headerAccount } from './header-account';
import { LanguageToggle } from './LanguageToggle';
import { LogoMark } from './Logo';
import classes from './TopBar.module.css';

const DISCOVER = '/discover';
const DASHBOARD = '/dashboard';
const PROFILE = '/profile';

// The slide-in menu of small screens (Drawer, focus trap, scroll lock) is loaded when wanted:
// on the first touch of or hover over the burger, at the latest when it is opened.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const DRAWER_ID = 'mobile-navigation';

type TopBarProps = {
  /** What the app adds beside the language toggle (the unread messages of a signed-in user). */
  extra?: ReactNode;
  /** The notification bell, shown to verified users (see SiteLayout). */
  renderNotificationBell?: (userId: string) => ReactNode;
};

export function TopBar({ extra, renderNotificationBell }: TopBarProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const currentUser = useCurrentUser();
  const { isVerified, profile } = currentUser;
  const account = headerAccount(currentUser);
  const navigate = useNavigate();

  async function handleLogout() {
    close();
    try {
      await signOut();
      await navigate({ to: '/' });
    } catch (error) {
      console.error('Logout failed', error);
      // Loaded when needed (rare): keeps the notifications package out of the first load.
      const { notifications } = await import('@mantine/notifications');
      notifications.show({ color: 'red', message: t('nav.logoutFailed') });
    }
  }

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.inner}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.logo} aria-label={t('nav.home')}>
            <LogoMark />
            {/* On the narrowest phones the mark alone (the bar holds the unread icon too). */}
            <Box component="span" aria-hidden="true" visibleFrom="xs">
              {t('brand')}
            </Box>
          </Link>

          <Group
            gap="xs"
            wrap="nowrap"
            visibleFrom="md"
            component="nav"
            aria-label={t('nav.mainLabel')}
          >
            <Link to={DISCOVER} className={classes.navLink}>
              {t('nav.discover')}
            </Link>
            <Link to="/blog" className={classes.navLink}>
              {t('nav.blog')}
            </Link>
            {isVerified && (
              <>
                <Link to={DASHBOARD} className={classes.navLink}>
                  {t('nav.dashboard')}
                </Link>
                <Link to={PROFILE} className={classes.navLink}>
                  {t('nav.profile')}
                </Link>
              </>
            )}
          </Group>

          <Group gap="sm" wrap="nowrap">
            {/* The unread messages, on every screen size (issue 33): verified users, and an
                account under review that works on a deal team (the badge itself decides). */}
            {profile && extra}
            <LanguageToggle />
            {isVerified && profile && renderNotificationBell?.(profile.id)}
            <Group
              gap="xs"
              wrap="nowrap"
              visibleFrom="md"
              data-testid="header-account"
              data-account={account}
            >
              {account === 'unknown' ? (
                // Not known yet: the place of the buttons is kept, neither login nor logout.
                <Box w={96} h={36} aria-hidden="true" />
              ) : account !== 'signed-out' ? (
                <Button variant="default" onClick={() => void handleLogout()}>
                  {t('nav.logout')}
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/login" variant="subtle">
                    {t('nav.login')}
                  </Button>
                  <Button component={Link} to="/register">
                    {t('nav.register')}
                  </Button>
                </>
              )}
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setMenuWanted(true);
                toggle();
              }}
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            />
          </Group>
        </Group>
      </Container>

      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            id={DRAWER_ID}
            opened={opened}
            onClose={close}
            account={account}
            onLogout={() => void handleLogout()}
          />
        </Suspense>
      )}
    </Box>
  );
}
