import { createFileRoute } from '@tanstack/react-router';
import { NewNoticePage } from '../../../features/notices/NewNoticePage';
import { code, dayText, defined } from '../../../lib/searchParams';
import { pageHead } from '../../../lib/title';

// `?date=2026-11-23` opens the slot picker on that day (a link from a calendar); `?client=KL-000001` starts with
// that client chosen (the client page's link); malformed is dropped.
const validateSearch = (search: Record<string, unknown>): { date?: string; client?: string } =>
  defined({ date: dayText(search.date), client: code(search.client) });

export const Route = createFileRoute('/handlowiec/awizacje/nowa')({
  validateSearch,
  head: () => pageHead('Nowa awizacja'),
  component: NewNoticePage,
});
