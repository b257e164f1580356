import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { NewNoticePage } from '../../../features/notices/NewNoticePage';
import { pageHead } from '../../../lib/title';

// `?date=2026-11-23` opens the slot picker on that day (a link from a calendar); `?client=KL-000001` starts with
// that client chosen (the client page's link); malformed is dropped.
const searchSchema = z.object({
  date: z.optional(z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)),
  client: z.optional(
    z.catch(
      z.optional(
        z.pipe(
          z.string(),
          z.transform((code) => code.trim().toUpperCase()),
        ),
      ),
      undefined,
    ),
  ),
});

export const Route = createFileRoute('/handlowiec/awizacje/nowa')({
  validateSearch: searchSchema,
  head: () => pageHead('Nowa awizacja'),
  component: NewNoticePage,
});
