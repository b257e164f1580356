import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '../../features/admin/AdminUsersPage';
import { adminFilters, parseAdminSearch } from '../../features/admin/adminSearch';
import { pageHead } from '../../lib/title';
import { awaitOnStartup } from '../../lib/routeData';

export const Route = createFileRoute('/admin/')({
  // The list's whole state (search, filters, sort, page) is in the address; see adminSearch.ts.
  validateSearch: parseAdminSearch,
  loaderDeps: ({ search }) => search,
  // Only the organization's administrator gets here (admin/route.tsx); the server's permissions hold anyway.
  loader: ({ context, deps }) =>
    awaitOnStartup(context, context.queryClient.prefetchQuery(context.sdk.admin.users(adminFilters(deps)))),
  head: () => pageHead('Administracja'),
  component: AdminUsersPage,
});
