import { createFileRoute } from '@tanstack/react-router';
import { NewClientPage } from '../../../features/clients/NewClientPage';
import { pageHead } from '../../../lib/title';
import { awaitOnStartup } from '../../../lib/routeData';

export const Route = createFileRoute('/handlowiec/klienci/nowy-klient')({
  // Starts the owner picker's query with the route (also on hover, preload on intent) rather than when the form
  // has mounted, so that the form is mostly rendered once, with it, instead of twice.
  loader: ({ context }) =>
    awaitOnStartup(context, context.queryClient.prefetchQuery(context.sdk.clients.owners())),
  head: () => pageHead('Nowy klient'),
  component: NewClientPage,
});
