import { queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import {
  NotificationItemFragment,
  NotificationListDocument,
  NotificationUnreadCountDocument,
} from './notifications.documents';

/** How many of the newest notifications the panel shows. */
export const NOTIFICATION_PANEL_SIZE = 20;

/** Query keys: everything of the panel starts with `['notifications']`, so one invalidation refreshes it. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (role: string, limit: number) => [...notificationKeys.all, 'list', role, limit] as const,
  unreadCount: (role: string) => [...notificationKeys.all, 'unread-count', role] as const,
};

/** The signed-in user's notifications, in the active role (every role sees only the user's own). */
export function createNotificationQueries(graphql: GraphqlClient, activeRole: RoleSource) {
  const asRole = () => {
    const role = activeRole() ?? '';
    return { role, options: role ? { role } : {} };
  };
  return {
    list: (limit = NOTIFICATION_PANEL_SIZE) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: notificationKeys.list(role, limit),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(NotificationListDocument, { limit }, { ...options, signal });
          return data.notifications.map((row) => getFragmentData(NotificationItemFragment, row));
        },
      });
    },
    unreadCount: () => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: notificationKeys.unreadCount(role),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(NotificationUnreadCountDocument, {}, { ...options, signal });
          return data.notifications_aggregate.aggregate?.count ?? 0;
        },
      });
    },
  };
}

export type NotificationQueries = ReturnType<typeof createNotificationQueries>;
export type Notification = Awaited<
  ReturnType<NonNullable<ReturnType<NotificationQueries['list']>['queryFn']>>
>[number];
