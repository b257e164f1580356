import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  ClientNoticeLoadError,
  ClientNoticeNotFound,
  ClientNoticePage,
  ClientNoticePending,
} from '../../../features/client-area/ClientNoticePage';
import { pageHead } from '../../../lib/title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/klient/awizacje/$awizacjaId')({
  // Another client's notice comes back as nothing (the server filters it out): "not found", like a wrong id.
  loader: async ({ context, params }) => {
    if (!UUID.test(params.awizacjaId)) throw notFound();
    const notice = await context.queryClient.ensureQueryData(context.sdk.notices.byId(params.awizacjaId));
    if (!notice) throw notFound();
    return { number: notice.number };
  },
  head: ({ loaderData }) => pageHead(loaderData ? `Awizacja ${loaderData.number}` : 'Awizacja'),
  pendingComponent: ClientNoticePending,
  errorComponent: ClientNoticeLoadError,
  notFoundComponent: ClientNoticeNotFound,
  component: ClientNoticePage,
});
