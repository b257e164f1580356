import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';
import { pageHead } from '../../lib/title';

const TITLE = 'Kampanie';

export const Route = createFileRoute('/marketing/kampanie')({
  head: () => pageHead(TITLE),
  component: CampaignListPage,
});

function CampaignListPage() {
  return (
    <PlaceholderPage title={TITLE}>
      Tu zaplanujesz kampanie marketingowe i zobaczysz ich wyniki.
    </PlaceholderPage>
  );
}
