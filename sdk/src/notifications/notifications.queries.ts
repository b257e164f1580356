import { queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import {
  NotificationEmailPreferenceDocument,
  NotificationItemFragment,
  NotificationListDocument,
  NotificationUnreadCountDocument,
} from './notifications.documents';

/** How many of the newest notifications the panel shows. */
export const NOTIFICATION_PANEL_SIZE = 20;

/** Query keys: everything of the panel starts with `['notifications']`, so one invalidation refreshes it. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (role: string, limit: number) => [...notificationKeys.lists(), role, limit] as const,
  unreadCount: (role: string) => [...notificationKeys.all, 'unread-count', role] as const,
  emailPreference: (userId: string) => [...notificationKeys.all, 'email', userId] as const,
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
    /**
     * Whether the user gets notifications by e-mail too: on unless he switched it off (a user without a
     * profile in an organization gets none by e-mail anyway, and sees it on).
     */
    emailPreference: (userId: string) => {
      const { options } = asRole();
      return queryOptions({
        queryKey: notificationKeys.emailPreference(userId),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            NotificationEmailPreferenceDocument,
            { userId },
            { ...options, signal },
          );
          return data.profiles.every((profile) => profile.email_notifications);
        },
      });
    },
  };
}

export type NotificationQueries = ReturnType<typeof createNotificationQueries>;
export type Notification = Awaited<
  ReturnType<NonNullable<ReturnType<NotificationQueries['list']>['queryFn']>>
>[number];
