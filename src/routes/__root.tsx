import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
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

function RootLayout() {
  return (
    <SiteLayout topicGroups={footerTopicGroups}>
      <Outlet />
    </SiteLayout>
  );
}
