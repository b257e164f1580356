import { createFileRoute } from '@tanstack/react-router';
import { WarehouseDayPage } from '../../features/warehouse/WarehouseDayPage';
import { dayText, defined, matching, oneOf } from '../../lib/searchParams';
import { pageHead } from '../../lib/title';
import { awaitOnStartup } from '../../lib/routeData';

// `?warehouse=<id>&day=2026-11-23&view=week`: all optional (the first warehouse, today in its time zone, the day
// view); malformed is dropped.
const warehouseId = matching(/^[0-9a-f-]{36}$/);
const view = oneOf(['day', 'week']);
const validateSearch = (
  search: Record<string, unknown>,
): { warehouse?: string; day?: string; view?: 'day' | 'week' } =>
  defined({ warehouse: warehouseId(search.warehouse), day: dayText(search.day), view: view(search.view) });

export const Route = createFileRoute('/magazynier/')({
  validateSearch,
  // Warms the warehouses without holding the page back: the page shows its own loading and error states.
  loader: ({ context }) =>
    awaitOnStartup(context, context.queryClient.prefetchQuery(context.sdk.warehouses.list())),
  head: ({ match }) => pageHead(match.search.view === 'week' ? 'Plan tygodnia' : 'Plan dnia'),
  component: WarehouseDayPage,
});
