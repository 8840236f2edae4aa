import { Button, Divider, Drawer, Stack } from '@mantine/core';
import {
  IconCompass,
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconNews,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useMounted } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HeaderAccount } from './header-account';
import classes from './TopBar.module.css';

const DISCOVER = '/discover';
const DASHBOARD = '/dashboard';
const PROFILE = '/profile';

type MobileMenuProps = {
  id: string;
  opened: boolean;
  onClose: () => void;
  /** Who is looking (see TopBar): the links and buttons follow it. */
  account: HeaderAccount;
  onLogout: () => void;
};

/** The slide-in navigation of small screens (loaded lazily by the top bar). */
export function MobileMenu({ id, opened, onClose: close, account, onLogout }: MobileMenuProps) {
  const isVerified = account === 'verified';
  const { t } = useTranslation();
  // Opened one render after mounting, as if it had always been there: the Drawer then animates
  // in and remembers the element to return focus to (it only reacts to changes of `opened`).
  const mounted = useMounted();

  return (
    <Drawer
      id={id}
      opened={opened && mounted}
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
        {account === 'unknown' ? null : account !== 'signed-out' ? (
          <>
            {isVerified && (
              <>
                <Link to={DASHBOARD} className={classes.drawerLink} onClick={close}>
                  <IconLayoutDashboard size={20} aria-hidden="true" />
                  {t('nav.dashboard')}
                </Link>
                <Link to={PROFILE} className={classes.drawerLink} onClick={close}>
                  <IconUser size={20} aria-hidden="true" />
                  {t('nav.profile')}
                </Link>
              </>
            )}
            <Divider my="sm" />
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={onLogout}
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
  );
}
