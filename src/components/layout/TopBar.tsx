import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconCompass,
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconNews,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut, useCurrentUser } from '../../lib/current-user';
import { LanguageToggle } from './LanguageToggle';
import { LogoMark } from './Logo';
import classes from './TopBar.module.css';

const DISCOVER = '/discover';
const DASHBOARD = '/dashboard';
const PROFILE = '/profile';

const DRAWER_ID = 'mobile-navigation';

export function TopBar() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { isVerified } = useCurrentUser();
  const navigate = useNavigate();

  async function handleLogout() {
    close();
    try {
      await signOut();
      await navigate({ to: '/' });
    } catch (error) {
      console.error('Logout failed', error);
      notifications.show({ color: 'red', message: t('nav.logoutFailed') });
    }
  }

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.inner}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.logo} aria-label={t('nav.home')}>
            <LogoMark />
            <span aria-hidden="true">{t('brand')}</span>
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
            <LanguageToggle />
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              {isVerified ? (
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
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            />
          </Group>
        </Group>
      </Container>

      <Drawer
        id={DRAWER_ID}
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={t('nav.menuTitle')}
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <Stack gap={4} component="nav" aria-label={t('nav.mainLabel')}>
          <Link to={DISCOVER} className={classes.drawerLink} onClick={close}>
            <IconCompass size={20} aria-hidden="true" />
            {t('nav.discover')}
          </Link>
          <Link to="/blog" className={classes.drawerLink} onClick={close}>
            <IconNews size={20} aria-hidden="true" />
            {t('nav.blog')}
          </Link>
          {isVerified ? (
            <>
              <Link to={DASHBOARD} className={classes.drawerLink} onClick={close}>
                <IconLayoutDashboard size={20} aria-hidden="true" />
                {t('nav.dashboard')}
              </Link>
              <Link to={PROFILE} className={classes.drawerLink} onClick={close}>
                <IconUser size={20} aria-hidden="true" />
                {t('nav.profile')}
              </Link>
              <Divider my="sm" />
              <Button
                variant="default"
                leftSection={<IconLogout size={18} aria-hidden="true" />}
                onClick={() => void handleLogout()}
              >
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <>
              <Divider my="sm" />
              <Button
                component={Link}
                to="/register"
                onClick={close}
                leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              >
                {t('nav.register')}
              </Button>
              <Button
                component={Link}
                to="/login"
                onClick={close}
                variant="default"
                leftSection={<IconLogin size={18} aria-hidden="true" />}
              >
                {t('nav.login')}
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
