import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { pageHead } from '../../lib/title';
import { awaitOnStartup } from '../../lib/routeData';

export const Route = createFileRoute('/handlowiec/pulpit')({
  // Warms the figures' query while the route's code loads; the page shows its own loading state.
  loader: ({ context }) => {
    const userId = context.sdk.auth.getSnapshot().context.user?.id;
    if (userId) {
      return awaitOnStartup(
        context,
        context.queryClient.prefetchQuery(context.sdk.dashboard.overview(userId)),
      );
    }
  },
  head: () => pageHead('Pulpit'),
  component: DashboardPage,
});
