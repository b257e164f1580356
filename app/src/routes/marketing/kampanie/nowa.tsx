import { createFileRoute } from '@tanstack/react-router';
import { CampaignEditorPage } from '../../../features/campaigns/CampaignEditorPage';
import { pageHead } from '../../../lib/title';

export const Route = createFileRoute('/marketing/kampanie/nowa')({
  head: () => pageHead('Nowa kampania'),
  component: () => <CampaignEditorPage />,
});
