import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';
import { pageHead } from '../../../lib/title';

const TITLE = 'Awizacje';

export const Route = createFileRoute('/handlowiec/awizacje/lista')({
  head: () => pageHead(TITLE),
  component: DeliveryNoticeListPage,
});

function DeliveryNoticeListPage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu znajdziesz listę awizacji z ich statusami, terminami i rampami.
    </PlaceholderPage>
  );
}
