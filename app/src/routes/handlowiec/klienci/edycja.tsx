import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';
import { pageHead } from '../../../lib/title';

const TITLE = 'Edycja klienta';

// Spec §2: `?clientCode=` picks the client; missing or malformed falls back to an empty string.
const searchSchema = z.object({
  clientCode: z._default(z.catch(z.string(), ''), ''),
});

export const Route = createFileRoute('/handlowiec/klienci/edycja')({
  validateSearch: searchSchema,
  head: () => pageHead(TITLE),
  component: EditClientPage,
});

function EditClientPage() {
  const { clientCode } = Route.useSearch();
  return (
    <PlaceholderPage title={TITLE}>
      {clientCode
        ? `Tu zmienisz dane klienta ${clientCode}, jego kontakty i zgody oraz zobaczysz jego awizacje i historię.`
        : 'Wybierz klienta z listy klientów, aby zmienić jego dane.'}
    </PlaceholderPage>
  );
}
