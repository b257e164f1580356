import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@rampa/design-system';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import { ListLoading } from '../../lib/ListLoading';
import { PriceListFiles } from './PriceListFiles';

/**
 * `/klient/cenniki`: the price lists the organization made for the klient's company (the server shows him no
 * other), newest first, with their PDF and CSV.
 */
export function KlientPriceListsPage() {
  const lists = useQuery(useSdk().priceLists.list());
  return (
    <section aria-labelledby="page-title">
      <PageHeader title="Cenniki" headingId="page-title" subtitle="Cenniki przygotowane dla Twojej firmy" />
      {lists.isError ? (
        <ListLoadError message="Nie udało się wczytać cenników." onRetry={() => void lists.refetch()} />
      ) : lists.isPending ? (
        <ListLoading rows={2} />
      ) : (
        <PriceListFiles lists={lists.data} caption="Twoje cenniki" />
      )}
    </section>
  );
}
