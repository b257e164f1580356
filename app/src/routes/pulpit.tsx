import { createFileRoute, redirect } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '@rampa/design-system';
import { useActiveRole } from '@rampa/sdk/react';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { mayEnter, startPathOf } from '../features/roles/areas';
import * as page from '../lib/page.css';
import { pageHead } from '../lib/title';

// The dashboard of whichever role is active: the sales rep's figures for handlowiec and org_admin, the other
// roles' own start pages (the magazynier's day, the kierowca's and klient's notices); a user with no role yet
// is told how to get one.
export const Route = createFileRoute('/pulpit')({
  beforeLoad: ({ context }) => {
    const role = context.sdk.role.getSnapshot().role;
    if (role && !mayEnter('handlowiec', role)) throw redirect({ href: startPathOf(role), replace: true });
  },
  head: () => pageHead('Pulpit'),
  component: GeneralDashboardPage,
});

function GeneralDashboardPage() {
  const { role } = useActiveRole();
  return role ? (
    <DashboardPage />
  ) : (
    <section className={page.page} aria-labelledby="page-title">
      <PageHeader title="Pulpit" />
      <EmptyState
        headingLevel={2}
        title="Nie masz jeszcze roli w organizacji"
        description="Poproś administratora organizacji o dodanie Cię jako handlowca, magazyniera, kierowcy lub klienta. Do tego czasu możesz zmienić swój profil."
      />
    </section>
  );
}
