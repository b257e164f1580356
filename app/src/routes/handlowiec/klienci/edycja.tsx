import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import {
  ClientLoadError,
  ClientNotFound,
  ClientPending,
  EditClientPage,
} from '../../../features/clients/EditClientPage';
import { pageHead } from '../../../lib/title';

// Spec §2: `?clientCode=` picks the client; trimmed and upper-cased here, missing or malformed is ''.
const searchSchema = z.object({
  clientCode: z._default(
    z.catch(
      z.pipe(
        z.string(),
        z.transform((code) => code.trim().toUpperCase()),
      ),
      '',
    ),
    '',
  ),
});

export const Route = createFileRoute('/handlowiec/klienci/edycja')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ clientCode: search.clientCode }),
  loader: async ({ context, deps }) => {
    if (!deps.clientCode) throw notFound();
    const client = await context.queryClient.ensureQueryData(context.sdk.clients.byCode(deps.clientCode));
    if (!client) throw notFound();
  },
  head: ({ match }) =>
    pageHead(match.search.clientCode ? `Klient ${match.search.clientCode}` : 'Edycja klienta'),
  pendingComponent: ClientPending,
  errorComponent: ClientLoadError,
  notFoundComponent: ClientNotFound,
  component: EditClientPage,
});
