import { createFileRoute } from '@tanstack/react-router';
import { CampaignListPage } from '../../../features/campaigns/CampaignListPage';
import { pageHead } from '../../../lib/title';
import { awaitOnStartup } from '../../../lib/routeData';

export const Route = createFileRoute('/marketing/kampanie/')({
  loader: ({ context }) =>
    awaitOnStartup(context, context.queryClient.prefetchQuery(context.sdk.campaigns.list({ pageSize: 100 }))),
  head: () => pageHead('Kampanie'),
  component: CampaignListPage,
});
