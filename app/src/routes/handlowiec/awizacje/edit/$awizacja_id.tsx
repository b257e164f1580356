import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/pages/PlaceholderPage';
import { pageHead } from '../../../../lib/title';

const TITLE = 'Edycja awizacji';

export const Route = createFileRoute('/handlowiec/awizacje/edit/$awizacja_id')({
  head: () => pageHead(TITLE),
  component: EditDeliveryNoticePage,
});

function EditDeliveryNoticePage() {
  const { awizacja_id } = Route.useParams();
  return (
    <PlaceholderPage title={TITLE}>
      {`Tu zmienisz awizację ${awizacja_id}: termin, rampę, kierowcę, towary i załączniki.`}
    </PlaceholderPage>
  );
}
