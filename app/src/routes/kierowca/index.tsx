import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';
import { pageHead } from '../../lib/title';

const TITLE = 'Strefa kierowcy';

export const Route = createFileRoute('/kierowca/')({
  head: () => pageHead(TITLE),
  component: DriverHomePage,
});

function DriverHomePage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu kierowca zobaczy swoje awizacje na dziś i da znać, że jest na miejscu.
    </PlaceholderPage>
  );
}
