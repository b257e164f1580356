import { createFileRoute, notFound, type SearchSchemaInput } from '@tanstack/react-router';
import {
  ClientLoadError,
  ClientNotFound,
  ClientPending,
  EditClientPage,
} from '../../../features/clients/EditClientPage';
import { code } from '../../../lib/searchParams';
import { pageHead } from '../../../lib/title';

// Spec §2: `?clientCode=` picks the client; trimmed and upper-cased here, missing or malformed is ''.
const validateSearch = (search: { clientCode?: string } & SearchSchemaInput): { clientCode: string } => ({
  clientCode: code(search.clientCode) ?? '',
});

export const Route = createFileRoute('/handlowiec/klienci/edycja')({
  validateSearch,
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
