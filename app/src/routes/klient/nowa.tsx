import { createFileRoute } from '@tanstack/react-router';
import { ClientRequestPage } from '../../features/client-area/ClientRequestPage';
import { pageHead } from '../../lib/title';

export const Route = createFileRoute('/klient/nowa')({
  head: () => pageHead('Nowa awizacja'),
  component: ClientRequestPage,
});
