import { createFileRoute } from '@tanstack/react-router';
import { CampaignListPage } from '../../../features/campaigns/CampaignListPage';
import { campaignListFilters, parseCampaignListSearch } from '../../../features/campaigns/campaignListSearch';
import { pageHead } from '../../../lib/title';
import { awaitOnStartup } from '../../../lib/routeData';

export const Route = createFileRoute('/marketing/kampanie/')({
  // The list's state (status filter, page) is in the URL; see campaignListSearch.ts.
  validateSearch: parseCampaignListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    awaitOnStartup(
      context,
      context.queryClient.prefetchQuery(context.sdk.campaigns.list(campaignListFilters(deps))),
    ),
  head: () => pageHead('Kampanie'),
  component: CampaignListPage,
});
