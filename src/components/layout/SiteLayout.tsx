import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionBanner } from './ConnectionBanner';
import { CookieBanner } from './CookieBanner';
import { Footer, type FooterTopicGroup } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';
import classes from './SiteLayout.module.css';

type SiteLayoutProps = {
  children: ReactNode;
  topicGroups: readonly FooterTopicGroup[];
  /** Shown in the top bar beside the language toggle. */
  topBarExtra?: ReactNode;
  /** The notification bell of a verified user (composed by the root route from its feature). */
  renderNotificationBell?: (userId: string) => ReactNode;
};

/** Top bar, main content, footer, cookie banner: the frame of every page. */
export function SiteLayout({
  children,
  topicGroups,
  topBarExtra,
  renderNotificationBell,
}: SiteLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <TopBar extra={topBarExtra} renderNotificationBell={renderNotificationBell} />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <ConnectionBanner />
        {children}
      </main>
      <Footer topicGroups={topicGroups} />
      <CookieBanner />
      <ScrollToTop />
    </Box>
  );
}
