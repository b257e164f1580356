import { createFileRoute } from '@tanstack/react-router';
import { CampaignEditorPage } from '../../../features/campaigns/CampaignEditorPage';
import { pageHead } from '../../../lib/title';
import { awaitOnStartup } from '../../../lib/routeData';

export const Route = createFileRoute('/marketing/kampanie/$campaignId')({
  loader: ({ context, params }) =>
    awaitOnStartup(context, context.queryClient.prefetchQuery(context.sdk.campaigns.byId(params.campaignId))),
  head: () => pageHead('Kampania'),
  component: CampaignRoute,
});

function CampaignRoute() {
  const { campaignId } = Route.useParams();
  return <CampaignEditorPage key={campaignId} campaignId={campaignId} />;
}
