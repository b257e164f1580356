import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { OrganizationRole } from '@rampa/domain';
import { useSdk } from '@rampa/sdk/react';
import { startPathOf } from './areas';

/**
 * Acts in another of the user's roles: the sdk sends it from now on (and remembers it for him), what was loaded
 * in the old role is dropped, and the app goes to the new role's start page (or `to`).
 */
export function useSwitchRole(): (role: OrganizationRole, to?: string) => void {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (role, to) => {
      if (!sdk.role.set(role)) return;
      queryClient.removeQueries();
      void navigate({ to: to ?? startPathOf(role) });
    },
    [sdk, queryClient, navigate],
  );
}
