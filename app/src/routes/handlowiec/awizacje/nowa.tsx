import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';
import { pageHead } from '../../../lib/title';

const TITLE = 'Nowa awizacja';

export const Route = createFileRoute('/handlowiec/awizacje/nowa')({
  head: () => pageHead(TITLE),
  component: NewDeliveryNoticePage,
});

function NewDeliveryNoticePage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu zgłosisz nową awizację: klienta, magazyn, rampę, termin i towary.
    </PlaceholderPage>
  );
}
