import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { SortDescriptor } from 'react-aria-components';
import {
  AlertDialog,
  Badge,
  Button,
  EmptyState,
  formatCount,
  formatDateTime,
  Menu,
  Pagination,
  Table,
  type SelectOption,
  type TableColumn,
} from '@rampa/design-system';
import { klientProfileOf, ORGANIZATION_ROLES, type AdminUser, type OrganizationRole } from '@rampa/sdk';
import { useHasuraClaims, useSdk } from '@rampa/sdk/react';
import { FilterSelect } from '../../lib/FilterSelect';
import { ListLoadError, ListRefreshError } from '../../lib/ListLoadError';
import { ClearFiltersButton, ListToolbar } from '../../lib/ListToolbar';
import { UrlSearchField } from '../../lib/UrlSearchField';
import { adminFilters, ADMIN_PAGE_SIZES, type AdminSearch } from './adminSearch';
import { InviteUserDialog } from './InviteUserDialog';
import { KlientCompanyDialog } from './KlientCompanyDialog';
import { RolesDialog } from './RolesDialog';
import { OrganizationCard } from '../dashboard/OrganizationCard';
import { ROLE_LABELS } from '../roles/areas';
import * as styles from './admin.css';

const route = getRouteApi('/admin/');

export const USER_FORMS = {
  one: 'użytkownik',
  few: 'użytkowników',
  many: 'użytkowników',
  other: 'użytkownika',
};

const roleItems: SelectOption<OrganizationRole>[] = ORGANIZATION_ROLES.map((role) => ({
  id: role,
  label: ROLE_LABELS[role],
}));
const stateItems: SelectOption<NonNullable<AdminSearch['stan']>>[] = [
  { id: 'aktywni', label: 'Aktywni' },
  { id: 'zablokowani', label: 'Zablokowani' },
];

/** `/admin`: the organization's users, their roles and accounts, for its administrator. */
export function AdminUsersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queries = useSdk().admin;
  const mutations = useSdk().admin;
  const myId = useHasuraClaims()?.userId ?? null;
  const filters = useMemo(() => adminFilters(search), [search]);
  const list = useQuery(queries.users(filters));
  const setDisabled = useMutation(mutations.setDisabled());

  const go = (next: AdminSearch) =>
    void navigate({
      search: Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')),
    });
  const filter = (patch: AdminSearch) => go({ ...search, ...patch, page: undefined });

  const [inviting, setInviting] = useState(false);
  const [editingRoles, setEditingRoles] = useState<AdminUser | null>(null);
  const [movingKlient, setMovingKlient] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(search.q || search.rola || search.stan);

  const columns: TableColumn<AdminUser>[] = [
    {
      id: 'displayName',
      label: 'Imię i nazwisko',
      allowsSorting: true,
      isRowHeader: true,
      isHideable: false,
      render: (user) => (
        <span className={styles.name}>
          <span>{user.displayName || '—'}</span>
          {user.id === myId && <span className={styles.muted}>(to Ty)</span>}
        </span>
      ),
    },
    { id: 'email', label: 'E-mail', allowsSorting: true, render: (user) => user.email ?? '—' },
    {
      id: 'roles',
      label: 'Role',
      render: (user) => {
        const company = klientProfileOf(user)?.client;
        return (
          <span className={styles.badges}>
            {user.roles.length === 0
              ? '—'
              : user.roles.map((role) => (
                  <Badge key={role} tone={role === 'org_admin' ? 'accent' : 'neutral'}>
                    {ROLE_LABELS[role]}
                  </Badge>
                ))}
            {company && (
              <span className={styles.muted}>
                Firma: {company.name} ({company.code})
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'lastSeen',
      label: 'Ostatnio aktywny',
      allowsSorting: true,
      width: 180,
      render: (user) => (user.lastSeen ? formatDateTime(new Date(user.lastSeen)) : 'Nigdy'),
    },
    {
      id: 'disabled',
      label: 'Konto',
      width: 140,
      render: (user) =>
        user.disabled ? (
          <Badge tone="danger" hasDot>
            Zablokowane
          </Badge>
        ) : !user.emailVerified && !user.lastSeen ? (
          <Badge tone="info" hasDot>
            Zaproszone
          </Badge>
        ) : (
          <Badge tone="success" hasDot>
            Aktywne
          </Badge>
        ),
    },
    {
      id: 'actions',
      label: 'Działania',
      isHideable: false,
      width: 140,
      render: (user) =>
        user.id === myId ? (
          <span className={styles.muted}>Twoje konto</span>
        ) : (
          <Menu
            aria-label={`Działania: ${user.displayName || user.email}`}
            trigger={
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Działania: ${user.displayName || user.email}`}
              >
                Działania
              </Button>
            }
            items={[
              { id: 'roles', label: 'Zmień role' },
              ...(klientProfileOf(user) ? [{ id: 'client', label: 'Zmień firmę' }] : []),
              user.disabled
                ? { id: 'toggle', label: 'Odblokuj konto' }
                : { id: 'toggle', label: 'Zablokuj konto', isDanger: true },
            ]}
            onAction={(id) =>
              id === 'roles'
                ? setEditingRoles(user)
                : id === 'client'
                  ? setMovingKlient(user)
                  : setToggling(user)
            }
          />
        ),
    },
  ];

  const sortDescriptor: SortDescriptor = {
    column: filters.sort ?? 'displayName',
    direction: filters.direction === 'desc' ? 'descending' : 'ascending',
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.pageHeader}>
        <div>
          <h1 id="page-title" className={styles.title}>
            Użytkownicy organizacji
          </h1>
          <p className={styles.subtitle} aria-live="polite">
            {list.data
              ? total === 0
                ? 'Brak użytkowników'
                : `${filtered ? 'Znaleziono' : 'Razem'}: ${formatCount(total, USER_FORMS)}`
              : 'Ładowanie…'}
          </p>
        </div>
        <Button onPress={() => setInviting(true)}>Zaproś użytkownika</Button>
      </div>

      <OrganizationCard />

      <ListToolbar
        label="Filtry listy użytkowników"
        filtered={filtered}
        search={
          <UrlSearchField
            label="Szukaj użytkowników"
            placeholder="Imię, nazwisko lub e-mail"
            value={search.q ?? ''}
            onSearch={(q) => filter({ q: q || undefined })}
          />
        }
      >
        <FilterSelect
          label="Rola"
          options={roleItems}
          allLabel="Wszystkie"
          value={search.rola}
          onChange={(rola) => filter({ rola })}
        />
        <FilterSelect
          label="Konto"
          options={stateItems}
          allLabel="Wszyscy"
          value={search.stan}
          onChange={(stan) => filter({ stan })}
        />
        <ClearFiltersButton
          filtered={filtered}
          onClear={() => go({ sort: search.sort, dir: search.dir, size: search.size })}
        />
      </ListToolbar>

      <Table
        aria-label="Użytkownicy organizacji"
        columns={columns}
        rows={rows}
        isLoading={list.isPending}
        error={
          list.isError && !list.data ? (
            <ListLoadError
              message="Nie udało się wczytać listy użytkowników."
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? 'Brak użytkowników spełniających kryteria' : 'Brak użytkowników'}
            description={
              filtered ? 'Zmień wyszukiwanie lub wyczyść filtry.' : 'Zaproś pierwszą osobę do organizacji.'
            }
          />
        }
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) =>
          go({
            ...search,
            sort: descriptor.column as AdminSearch['sort'],
            dir: descriptor.direction === 'descending' ? 'desc' : 'asc',
            page: undefined,
          })
        }
      />
      {list.isError && list.data && <ListRefreshError />}
      <Pagination
        aria-label="Stronicowanie listy użytkowników"
        page={filters.page ?? 1}
        pageSize={filters.pageSize ?? 25}
        total={total}
        pageSizeOptions={ADMIN_PAGE_SIZES}
        onPageChange={(page) => go({ ...search, page: page > 1 ? page : undefined })}
        onPageSizeChange={(size) => go({ ...search, size: size as AdminSearch['size'], page: undefined })}
      />

      {inviting && <InviteUserDialog onClose={() => setInviting(false)} />}
      {editingRoles && <RolesDialog user={editingRoles} onClose={() => setEditingRoles(null)} />}
      {movingKlient && <KlientCompanyDialog user={movingKlient} onClose={() => setMovingKlient(null)} />}
      <AlertDialog
        isOpen={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={toggling?.disabled ? 'Odblokować konto?' : 'Zablokować konto?'}
        confirmLabel={toggling?.disabled ? 'Odblokuj' : 'Zablokuj'}
        tone={toggling?.disabled ? 'primary' : 'danger'}
        isPending={setDisabled.isPending}
        onConfirm={() => {
          if (!toggling) return;
          setDisabled.mutate(
            { id: toggling.id, disabled: !toggling.disabled },
            { onSettled: () => setToggling(null) },
          );
        }}
      >
        {toggling?.disabled
          ? `${toggling.displayName || toggling.email} znów będzie mógł się zalogować.`
          : `${toggling?.displayName || toggling?.email} nie będzie mógł się zalogować, dopóki nie odblokujesz konta.`}
      </AlertDialog>
    </section>
  );
}
