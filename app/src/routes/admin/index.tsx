import { createFileRoute } from '@tanstack/react-router';
import { createAdminQueries } from '@rampa/sdk';
import { AdminUsersPage } from '../../features/admin/AdminUsersPage';
import { AdminAccessDenied } from '../../features/admin/AdminAccessDenied';
import { adminFilters, parseAdminSearch } from '../../features/admin/adminSearch';
import { isOrgAdmin } from '../../features/admin/roles';
import { pageHead } from '../../lib/title';

export const Route = createFileRoute('/admin/')({
  // The list's whole state (search, filters, sort, page) is in the address; see adminSearch.ts.
  validateSearch: parseAdminSearch,
  // Only the organization's administrator sees the area; the server's permissions hold anyway.
  beforeLoad: ({ context }) => ({ isOrgAdmin: isOrgAdmin(context.sdk.auth.getHasuraClaims()) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (context.isOrgAdmin) {
      void context.queryClient.prefetchQuery(
        createAdminQueries(context.sdk.graphql).users(adminFilters(deps)),
      );
    }
  },
  head: () => pageHead('Administracja'),
  component: AdminRoute,
});

function AdminRoute() {
  const { isOrgAdmin: allowed } = Route.useRouteContext();
  return allowed ? <AdminUsersPage /> : <AdminAccessDenied />;
}
