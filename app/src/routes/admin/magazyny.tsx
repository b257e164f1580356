import { createFileRoute } from '@tanstack/react-router';
import { AdminWarehousesPage } from '../../features/admin-warehouses/AdminWarehousesPage';
import { pageHead } from '../../lib/title';
import { awaitOnStartup } from '../../lib/routeData';

export const Route = createFileRoute('/admin/magazyny')({
  // Only the organization's administrator gets here (admin/route.tsx); the server's permissions hold anyway.
  loader: ({ context }) =>
    awaitOnStartup(context, context.queryClient.prefetchQuery(context.sdk.warehouses.list())),
  head: () => pageHead('Magazyny i rampy'),
  component: AdminWarehousesPage,
});
