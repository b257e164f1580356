import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import {
  DriverNoticeFragment,
  DriverNoticesDocument,
  KlientCompanyDocument,
  ReportArrivalDocument,
} from './fieldAreas.documents';
import { noticeKeys } from './notices.queries';

/** How many of his coming notices a driver's list holds. */
export const DRIVER_NOTICES_LIMIT = 50;

export const fieldAreaKeys = {
  driver: (role: string, from: string) => [...noticeKeys.all, 'driver', role, from] as const,
  klientCompany: (role: string) => [...noticeKeys.all, 'klientCompany', role] as const,
};

/** A report of arrival the server did not take: not his notice, or no longer confirmed. */
export class ArrivalRefusedError extends Error {
  override name = 'ArrivalRefusedError';
}

/**
 * The kierowca's list and his "Jestem na miejscu", and the klient's company; the rest of their areas use the
 * Awizacje calls (`list`, `byId`, `create`, `changeStatus`), which the server filters to their own rows.
 */
export function createFieldAreaNotices(graphql: GraphqlClient, activeRole: RoleSource) {
  const asRole = () => {
    const role = activeRole() ?? '';
    return { role, options: role ? { role } : {} };
  };
  return {
    /** The driver's notices whose window ends at `from` (an ISO instant, e.g. the start of today) or later. */
    driverNotices: (from: string) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: fieldAreaKeys.driver(role, from),
        queryFn: async ({ signal }) =>
          (
            await graphql.request(
              DriverNoticesDocument,
              { from, limit: DRIVER_NOTICES_LIMIT },
              { ...options, signal },
            )
          ).delivery_notices.map((row) => getFragmentData(DriverNoticeFragment, row)),
      });
    },
    /** The client the signed-in klient acts for, or null when his profile points at none. */
    klientCompany: () => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: fieldAreaKeys.klientCompany(role),
        queryFn: async ({ signal }) => {
          const [profile] = (await graphql.request(KlientCompanyDocument, {}, { ...options, signal }))
            .profiles;
          return profile?.client ?? null;
        },
        staleTime: 5 * 60_000,
      });
    },
    /**
     * "Jestem na miejscu" as the kierowca: confirmed → arrived at `arrivedAt`, the time of the tap. Sent again
     * with the same time it changes nothing, so a retry after a lost answer is safe.
     */
    reportArrival: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'reportArrival'],
        mutationFn: async ({ id, arrivedAt }: { id: string; arrivedAt: string }) => {
          const { options } = asRole();
          const row = (await graphql.request(ReportArrivalDocument, { id, arrivedAt }, options))
            .update_delivery_notices_by_pk;
          if (!row) throw new ArrivalRefusedError(`The notice ${id} is not one the driver may report on`);
          return row;
        },
        meta: { invalidates: noticeKeys.all },
      }),
  };
}

export type FieldAreaNotices = ReturnType<typeof createFieldAreaNotices>;
export type DriverNotice = Awaited<
  ReturnType<NonNullable<ReturnType<FieldAreaNotices['driverNotices']>['queryFn']>>
>[number];
export type KlientCompany = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<FieldAreaNotices['klientCompany']>['queryFn']>>>
>;
