import { createFileRoute } from '@tanstack/react-router';
import { DriverNoticesPage } from '../../features/driver/DriverNoticesPage';
import { pageHead } from '../../lib/title';

export const Route = createFileRoute('/kierowca/')({
  head: () => pageHead('Moje awizacje'),
  component: DriverNoticesPage,
});
