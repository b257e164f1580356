import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';
import { pageHead } from '../../../lib/title';

const TITLE = 'Nowy klient';

export const Route = createFileRoute('/handlowiec/klienci/nowy-klient')({
  head: () => pageHead(TITLE),
  component: NewClientPage,
});

function NewClientPage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu dodasz nowego klienta: firmę lub osobę prywatną, z danymi kontaktowymi i zgodami.
    </PlaceholderPage>
  );
}
