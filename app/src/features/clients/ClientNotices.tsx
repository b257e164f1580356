import { useState } from 'react';
import { createLink, useRouter } from '@tanstack/react-router';
import {
  EmptyState,
  formatCount,
  Inline,
  LinkButton,
  Pagination,
  StatusBadge,
  Stack,
  Table,
  type TableColumn,
} from '@rampa/design-system';
import type { NoticeListPage } from '@rampa/sdk';
import { ListLoadError } from '../../lib/ListLoadError';
import { useLiveNoticeList } from '../notices/useLiveNoticeList';
import {
  directionLabel,
  formatPlates,
  formatWindow,
  isNoticeStatus,
  NOTICE_FORMS,
} from '../notices/noticeLabels';

const RouterLinkButton = createLink(LinkButton);

/** The tab shows this many notices a page; the server pages and counts them. */
export const CLIENT_NOTICES_PAGE_SIZE = 10;

type Row = NoticeListPage['rows'][number];

const columns: TableColumn<Row>[] = [
  { id: 'number', label: 'Numer', isRowHeader: true, width: 150 },
  { id: 'direction', label: 'Kierunek', render: (row) => directionLabel(row.direction) },
  {
    id: 'planned_start',
    label: 'Planowane okno',
    render: (row) => formatWindow(row.planned_start, row.planned_end),
  },
  {
    id: 'warehouse',
    label: 'Magazyn / rampa',
    render: (row) => (row.ramp ? `${row.warehouse.name} / ${row.ramp.name}` : row.warehouse.name),
  },
  { id: 'plates', label: 'Rejestracja', render: (row) => formatPlates(row.truck_plate, row.trailer_plate) },
  {
    id: 'status',
    label: 'Status',
    render: (row) => (isNoticeStatus(row.status) ? <StatusBadge status={row.status} /> : row.status),
  },
];

/**
 * The client's awizacje, newest window first, paged by the server and kept current like the awizacje list;
 * each row opens the notice, and a new one starts with this client chosen.
 */
export function ClientNotices({ clientId, clientCode }: { clientId: string; clientCode: string }) {
  const router = useRouter();
  const [page, setPage] = useState(1);
  const list = useLiveNoticeList({
    clientId,
    sort: 'planned_start',
    order: 'desc',
    page,
    pageSize: CLIENT_NOTICES_PAGE_SIZE,
  });
  const total = list.data?.total ?? 0;
  const newNotice = (
    <RouterLinkButton to="/handlowiec/awizacje/nowa" search={{ client: clientCode }}>
      Nowa awizacja dla klienta
    </RouterLinkButton>
  );
  return (
    <Stack gap="md">
      <Inline justifyContent="space-between">
        <p aria-live="polite">
          {list.data
            ? total === 0
              ? 'Klient nie ma jeszcze awizacji.'
              : `Razem: ${list.data.totalIsLowerBound ? 'ponad ' : ''}${formatCount(total, NOTICE_FORMS)}`
            : 'Ładowanie…'}
        </p>
        {newNotice}
      </Inline>
      <Table
        aria-label="Awizacje klienta"
        columns={columns}
        rows={list.data?.rows ?? []}
        isLoading={list.isPending}
        error={
          list.isError && !list.data ? (
            <ListLoadError
              message="Nie udało się wczytać awizacji klienta."
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            headingLevel={2}
            title="Brak awizacji"
            description="Zaplanuj dostawę lub odbiór dla tego klienta."
          />
        }
        rowHref={(row) =>
          router.buildLocation({
            to: '/handlowiec/awizacje/edit/$awizacja_id',
            params: { awizacja_id: row.id },
          }).href
        }
      />
      {total > CLIENT_NOTICES_PAGE_SIZE && (
        <Pagination
          aria-label="Stronicowanie awizacji klienta"
          page={page}
          pageSize={CLIENT_NOTICES_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
        />
      )}
    </Stack>
  );
}
