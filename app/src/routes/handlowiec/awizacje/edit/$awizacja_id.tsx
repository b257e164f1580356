import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  EditNoticePage,
  NoticeLoadError,
  NoticeNotFound,
  NoticePending,
} from '../../../../features/notices/EditNoticePage';
import { pageHead } from '../../../../lib/title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/handlowiec/awizacje/edit/$awizacja_id')({
  // A malformed id names nothing: "not found" at once, without asking the server.
  loader: async ({ context, params }) => {
    if (!UUID.test(params.awizacja_id)) throw notFound();
    const notice = await context.queryClient.ensureQueryData(context.sdk.notices.byId(params.awizacja_id));
    if (!notice) throw notFound();
    return { number: notice.number };
  },
  head: ({ loaderData }) => pageHead(loaderData ? `Awizacja ${loaderData.number}` : 'Awizacja'),
  pendingComponent: NoticePending,
  errorComponent: NoticeLoadError,
  notFoundComponent: NoticeNotFound,
  component: EditNoticePage,
});
