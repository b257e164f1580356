import type { GraphQLHandler } from 'msw';
import { makeFragmentData } from '../gql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationEmailPreferenceDocument,
  NotificationItemFragment,
  NotificationListDocument,
  NotificationUnreadCountDocument,
  SetNotificationEmailDocument,
} from './notifications.documents';
import { notificationListFixture } from './notifications.fixtures';

/**
 * Typed MSW handlers for the notifications, over one in-memory list per set: marking read changes what the list
 * and the unread count answer next, as the backend does.
 */
export function createNotificationHandlers(
  graphqlUrl: string,
  options: { count?: number; unread?: number; email?: boolean } = {},
) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  let email = options.email ?? true;
  const rows = notificationListFixture(options.count ?? 6, options.unread ?? 2);
  const unread = () => rows.filter((row) => row.read_at === null).length;
  const stamp = '2026-11-24T13:00:00.000Z';
  return {
    list: (): GraphQLHandler =>
      handlers.data(NotificationListDocument, ({ limit }) => ({
        notifications: rows.slice(0, limit).map((row) => makeFragmentData(row, NotificationItemFragment)),
      })),
    unreadCount: (): GraphQLHandler =>
      handlers.data(NotificationUnreadCountDocument, () => ({
        notifications_aggregate: { aggregate: { count: unread() } },
      })),
    markRead: (): GraphQLHandler =>
      handlers.data(MarkNotificationReadDocument, ({ id }) => {
        const row = rows.find((candidate) => candidate.id === id && candidate.read_at === null);
        if (row) row.read_at = stamp;
        return { update_notifications: { affected_rows: row ? 1 : 0 } };
      }),
    markAllRead: (): GraphQLHandler =>
      handlers.data(MarkAllNotificationsReadDocument, () => {
        const marked = rows.filter((row) => row.read_at === null);
        for (const row of marked) row.read_at = stamp;
        return { update_notifications: { affected_rows: marked.length } };
      }),
    emailPreference: (): GraphQLHandler =>
      handlers.data(NotificationEmailPreferenceDocument, () => ({
        profiles: [{ id: 'a1b2c3d4-0000-4000-8000-00000000e001', email_notifications: email }],
      })),
    setEmail: (): GraphQLHandler =>
      handlers.data(SetNotificationEmailDocument, ({ on }) => {
        email = on;
        return { update_profiles: { affected_rows: 1 } };
      }),
    setEmailError: (): GraphQLHandler =>
      handlers.errors(SetNotificationEmailDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    emailPreferenceError: (): GraphQLHandler =>
      handlers.errors(NotificationEmailPreferenceDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    listError: (): GraphQLHandler =>
      handlers.errors(NotificationListDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
  };
}

/** Every handler answering successfully: the default set for stories and tests. */
export function notificationHandlers(
  graphqlUrl: string,
  options: { count?: number; unread?: number; email?: boolean } = {},
): GraphQLHandler[] {
  const h = createNotificationHandlers(graphqlUrl, options);
  return [h.list(), h.unreadCount(), h.markRead(), h.markAllRead(), h.emailPreference(), h.setEmail()];
}
