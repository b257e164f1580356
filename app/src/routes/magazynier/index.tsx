import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { WarehouseDayPage } from '../../features/warehouse/WarehouseDayPage';
import { pageHead } from '../../lib/title';

// `?warehouse=<id>&day=2026-11-23&view=week`: all optional (the first warehouse, today in its time zone, the day
// view); malformed is dropped.
const searchSchema = z.object({
  warehouse: z.optional(z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/))), undefined)),
  day: z.optional(z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)),
  view: z.optional(z.catch(z.optional(z.enum(['day', 'week'])), undefined)),
});

export const Route = createFileRoute('/magazynier/')({
  validateSearch: searchSchema,
  // Warms the warehouses without holding the page back: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.sdk.warehouses.list());
  },
  head: ({ match }) => pageHead(match.search.view === 'week' ? 'Plan tygodnia' : 'Plan dnia'),
  component: WarehouseDayPage,
});
