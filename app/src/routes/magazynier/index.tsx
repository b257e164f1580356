import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';
import { pageHead } from '../../lib/title';

const TITLE = 'Strefa magazyniera';

export const Route = createFileRoute('/magazynier/')({
  head: () => pageHead(TITLE),
  component: WarehouseHomePage,
});

function WarehouseHomePage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu magazynier zobaczy awizacje na dziś i na ten tydzień dla swojego magazynu i ramp.
    </PlaceholderPage>
  );
}
