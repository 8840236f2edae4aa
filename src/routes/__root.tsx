import { Box } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppErrorPage } from '../components/errors/AppErrorPage';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { SiteLayout } from '../components/layout/SiteLayout';
import { footerTopicGroups } from '../features/blog/content/footer-topics';
import type { RouterContext } from '../lib/router-context';
import { useCurrentUser } from '../lib/session/use-current-user';
import { useLanguageInUrl } from '../lib/use-language-in-url';

// The live updates of the signed-in user's own rows load on their own, once the user is verified
// or under review (an invited adviser works on their deal meanwhile: the unread badge is live too).
// Its code failing to load (offline at that moment) must not take the page down: the page works
// without live updates, and the next page load brings them.
const LiveUserUpdates = lazy(() =>
  import('./-live/LiveUserUpdates').then(
    (module) => ({ default: module.LiveUserUpdates }),
    () => ({ default: () => null }),
  ),
);

// The unread messages badge loads on its own, after the page: the landing page's first load stays small.
const UnreadMessagesBadge = lazy(() =>
  import('../features/conversation/components/UnreadMessagesBadge').then((module) => ({
    default: module.UnreadMessagesBadge,
  })),
);

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

// Until the bell's code is there, its place is kept (an ActionIcon of size lg is 34 px): the
// language toggle beside it would otherwise move under a pointer about to press it.
const bellPlaceholder = <Box w={34} h={34} aria-hidden="true" />;

function renderNotificationBell(userId: string) {
  return (
    <Suspense fallback={bellPlaceholder}>
      <NotificationBell userId={userId} />
    </Suspense>
  );
}

function RootLayout() {
  useLanguageInUrl();
  // The bell and the unread counts follow the user's own rows on every page: a verified user's,
  // and an account's under review (its unread badge: a deal team's member; RLS gives each only
  // their own rows).
  const { isVerified, authUser, profile } = useCurrentUser();
  const followsOwnRows = isVerified || profile?.verificationStatus === 'pending';
  return (
    <>
      {followsOwnRows && authUser && (
        <Suspense fallback={null}>
          <LiveUserUpdates userId={authUser.id} />
        </Suspense>
      )}
      <SiteLayout
        topicGroups={footerTopicGroups}
        topBarExtra={
          <Suspense fallback={null}>
            <UnreadMessagesBadge />
          </Suspense>
        }
        renderNotificationBell={renderNotificationBell}
      >
        <Outlet />
      </SiteLayout>
    </>
  );
}
