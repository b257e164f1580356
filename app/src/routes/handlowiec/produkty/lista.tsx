import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';
import { pageHead } from '../../../lib/title';

const TITLE = 'Produkty';

export const Route = createFileRoute('/handlowiec/produkty/lista')({
  head: () => pageHead(TITLE),
  component: ProductListPage,
});

function ProductListPage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu znajdziesz listę produktów z cenami, zdjęciami i generatorem cenników.
    </PlaceholderPage>
  );
}
