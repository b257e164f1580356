import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';
import { pageHead } from '../../lib/title';

const TITLE = 'Strefa klienta';

export const Route = createFileRoute('/klient/')({
  head: () => pageHead(TITLE),
  component: ClientHomePage,
});

function ClientHomePage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu klient zobaczy awizacje swojej firmy, zgłosi nową i pobierze swój cennik.
    </PlaceholderPage>
  );
}
