import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { EditClientPage } from '../../../features/clients/EditClientPage';
import { pageHead } from '../../../lib/title';

// Spec §2: `?clientCode=` picks the client; missing or malformed falls back to an empty string.
const searchSchema = z.object({
  clientCode: z._default(z.catch(z.string(), ''), ''),
});

export const Route = createFileRoute('/handlowiec/klienci/edycja')({
  validateSearch: searchSchema,
  head: ({ match }) =>
    pageHead(match.search.clientCode ? `Klient ${match.search.clientCode}` : 'Edycja klienta'),
  component: EditClientPage,
});
