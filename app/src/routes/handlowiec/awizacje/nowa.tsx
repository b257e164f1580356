import { createFileRoute } from '@tanstack/react-router';
import { NewNoticePage } from '../../../features/notices/NewNoticePage';
import { code, dayText, defined } from '../../../lib/searchParams';
import { pageHead } from '../../../lib/title';
import { awaitOnStartup } from '../../../lib/routeData';

// `?date=2026-11-23` opens the slot picker on that day (a link from a calendar); `?client=KL-000001` starts with
// that client chosen (the client page's link); malformed is dropped.
const validateSearch = (search: Record<string, unknown>): { date?: string; client?: string } =>
  defined({ date: dayText(search.date), client: code(search.client) });

export const Route = createFileRoute('/handlowiec/awizacje/nowa')({
  validateSearch,
  // Starts the form's pickers' queries (warehouses, drivers) with the route rather than when the form has mounted;
  // the app's first page waits for them (lib/routeData.ts).
  loader: ({ context }) =>
    awaitOnStartup(
      context,
      context.queryClient.prefetchQuery(context.sdk.warehouses.list()),
      context.queryClient.prefetchQuery(context.sdk.notices.drivers()),
    ),
  head: () => pageHead('Nowa awizacja'),
  component: NewNoticePage,
});
