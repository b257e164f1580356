import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@rampa/design-system';
import { isTransientError, type MutationMeta } from '@rampa/sdk';

/** Spec §7: a mutation may name a success and an error message and a query key to invalidate (the sdk's type). */
export type AppMutationMeta = MutationMeta;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

/** TanStack Query's default number of retries, kept for transient failures only. */
const QUERY_RETRIES = 3;

/** Spec §9: query results stay fresh for 5 minutes. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

export function createAppQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // A refusal ("Brak dostępu", a validation error) is shown at once; only what may pass is asked again.
        retry: (failures, error) => failures < QUERY_RETRIES && isTransientError(error),
      },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.successMessage) toast.success(mutation.meta.successMessage);
      },
      onError: (_error, _variables, _context, mutation) => {
        if (mutation.meta?.errorMessage) toast.error(mutation.meta.errorMessage);
      },
      onSettled: (_data, _error, _variables, _context, mutation) => {
        const queryKey = mutation.meta?.invalidates;
        if (queryKey) return queryClient.invalidateQueries({ queryKey });
      },
    }),
  });
  return queryClient;
}
