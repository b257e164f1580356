import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';
import { pageHead } from '../../../lib/title';

const TITLE = 'Klienci';

export const Route = createFileRoute('/handlowiec/klienci/lista')({
  head: () => pageHead(TITLE),
  component: ClientListPage,
});

function ClientListPage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu znajdziesz listę klientów z wyszukiwaniem, filtrami i eksportem do CSV.
    </PlaceholderPage>
  );
}
