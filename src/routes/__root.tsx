import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppErrorPage } from '../components/errors/AppErrorPage';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { SiteLayout } from '../components/layout/SiteLayout';
import { footerTopicGroups } from '../features/blog/content/footer-topics';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppErrorPage,
});

// The bell is loaded for verified users only: public pages never download it.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/NotificationBell').then((module) => ({
    default: module.NotificationBell,
  })),
);

function renderNotificationBell(userId: string) {
  return (
    <Suspense fallback={null}>
      <NotificationBell userId={userId} />
    </Suspense>
  );
}

function RootLayout() {
  return (
    <SiteLayout topicGroups={footerTopicGroups} renderNotificationBell={renderNotificationBell}>
      <Outlet />
    </SiteLayout>
  );
}
