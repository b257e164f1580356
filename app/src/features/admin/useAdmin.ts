import { useMemo } from 'react';
import { createAdminMutations, createAdminQueries, createInviteUserCall } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';

export function useAdminQueries() {
  const { graphql } = useSdk();
  return useMemo(() => createAdminQueries(graphql), [graphql]);
}

export function useAdminMutations() {
  const { graphql, nhost } = useSdk();
  return useMemo(
    () => createAdminMutations(graphql, createInviteUserCall(nhost.functions)),
    [graphql, nhost],
  );
}
