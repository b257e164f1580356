import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/pages/PlaceholderPage';
import { pageHead } from '../lib/title';

const TITLE = 'Pulpit';

export const Route = createFileRoute('/pulpit')({
  head: () => pageHead(TITLE),
  component: DashboardPage,
});

function DashboardPage() {
  return (
    <PlaceholderPage title={TITLE}>Tu zobaczysz najważniejsze informacje o swojej pracy.</PlaceholderPage>
  );
}
