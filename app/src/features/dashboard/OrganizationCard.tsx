import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState, Skeleton, Stack } from '@rampa/design-system';
import type { OrganizationGlance } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import { Link } from '../../lib/links';
import * as styles from './dashboard.css';

/**
 * The administrator's organization at a glance, counted by the database (`sdk.dashboard.organization`): its
 * users, the blocked ones, each warehouse's awizacje today and this week. On his start page (`/admin`, above the
 * users list) and on `/pulpit`; `usersLink` adds a link to the users list where the page is not that list.
 */
export function OrganizationCard({ usersLink = false }: { usersLink?: boolean }) {
  const glance = useQuery(useSdk().dashboard.organization());
  return (
    <Card title="Organizacja" headingLevel={2}>
      {glance.isError ? (
        <ListLoadError
          message="Nie udało się wczytać danych organizacji."
          onRetry={() => void glance.refetch()}
        />
      ) : !glance.data ? (
        <div role="status" aria-label="Ładowanie danych organizacji">
          <Skeleton />
        </div>
      ) : (
        <OrganizationFigures data={glance.data} usersLink={usersLink} />
      )}
    </Card>
  );
}

function OrganizationFigures({ data, usersLink }: { data: OrganizationGlance; usersLink: boolean }) {
  return (
    <div className={styles.glance}>
      <Stack gap="md">
        <p className={styles.muted}>
          {`Użytkownicy: ${data.users}, w tym `}
          <Link to="/admin" search={{ stan: 'zablokowani' }}>{`zablokowani: ${data.blocked}`}</Link>
          {'. '}
          {usersLink ? <Link to="/admin">Zarządzaj użytkownikami</Link> : null}
        </p>
        {data.warehouses.length === 0 ? (
          <EmptyState headingLevel={3} title="Brak magazynów" />
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.muted}>Awizacje według magazynu (bez szkiców i anulowanych)</caption>
              <thead>
                <tr>
                  <th scope="col">Magazyn</th>
                  <th scope="col">Dziś</th>
                  <th scope="col">W tym tygodniu</th>
                </tr>
              </thead>
              <tbody>
                {data.warehouses.map((warehouse) => (
                  <tr key={warehouse.warehouse_id}>
                    <th scope="row">
                      <Link
                        to="/handlowiec/awizacje/lista"
                        search={{ warehouse: warehouse.warehouse_id ?? undefined }}
                      >{`${warehouse.name} (${warehouse.code})`}</Link>
                    </th>
                    <td>{warehouse.today}</td>
                    <td>{warehouse.this_week}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Stack>
    </div>
  );
}
