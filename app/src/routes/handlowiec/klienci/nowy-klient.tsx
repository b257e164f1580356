import { createFileRoute } from '@tanstack/react-router';
import { NewClientPage } from '../../../features/clients/NewClientPage';
import { pageHead } from '../../../lib/title';

export const Route = createFileRoute('/handlowiec/klienci/nowy-klient')({
  head: () => pageHead('Nowy klient'),
  component: NewClientPage,
});
