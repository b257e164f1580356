import { createFileRoute } from '@tanstack/react-router';
import { AreaErrorComponent } from '../../features/roles/AccessDenied';
import { guardArea } from '../../features/roles/areas';

// The area's guard: another role's screens show "Brak dostępu" (the server refuses their data too).
export const Route = createFileRoute('/magazynier')({
  beforeLoad: ({ context }) => guardArea('magazynier', context.sdk.role.getSnapshot().role),
  errorComponent: AreaErrorComponent,
});
