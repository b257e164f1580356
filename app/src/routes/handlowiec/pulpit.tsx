import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';
import { pageHead } from '../../lib/title';

const TITLE = 'Pulpit';

export const Route = createFileRoute('/handlowiec/pulpit')({
  head: () => pageHead(TITLE),
  component: HandlowiecDashboardPage,
});

function HandlowiecDashboardPage() {
  const { firstName } = useCurrentUser();
  return (
    <PlaceholderPage title={TITLE}>
      {`${firstName ? `Dzień dobry, ${firstName}! ` : ''}Tu zobaczysz dzisiejsze i tygodniowe awizacje, nowych klientów i aktywne kampanie.`}
    </PlaceholderPage>
  );
}
