import { mutationOptions } from '@tanstack/react-query';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import type { RoleSource } from '../session/activeRole';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  SetNotificationEmailDocument,
} from './notifications.documents';
import { notificationKeys } from './notifications.queries';

/**
 * Marking read. The database stamps the moment itself (server clock) and never un-reads a notification; the
 * value sent only says "read". Both refresh the panel and the badge.
 */
export function createNotificationMutations(
  graphql: GraphqlClient,
  activeRole: RoleSource,
  now: () => Date = () => new Date(),
) {
  const options = () => {
    const role = activeRole();
    return role ? { role } : {};
  };
  const meta = (errorMessage: string): MutationMeta => ({ errorMessage, invalidates: notificationKeys.all });
  return {
    markRead: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'mark-read'],
        mutationFn: async (id: string) =>
          (
            await graphql.request(
              MarkNotificationReadDocument,
              { id, readAt: now().toISOString() },
              options(),
            )
          ).update_notifications?.affected_rows ?? 0,
        meta: meta('Nie udało się oznaczyć powiadomienia jako przeczytanego'),
      }),
    markAllRead: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'mark-all-read'],
        mutationFn: async () =>
          (
            await graphql.request(
              MarkAllNotificationsReadDocument,
              { readAt: now().toISOString() },
              options(),
            )
          ).update_notifications?.affected_rows ?? 0,
        meta: meta('Nie udało się oznaczyć powiadomień jako przeczytanych'),
      }),
    /** Switches the user's notification e-mails on or off (Profil). */
    setEmail: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'set-email'],
        mutationFn: async ({ userId, on }: { userId: string; on: boolean }) =>
          (await graphql.request(SetNotificationEmailDocument, { userId, on }, options())).update_profiles
            ?.affected_rows ?? 0,
        meta: meta('Nie udało się zapisać ustawienia powiadomień e-mail'),
      }),
  };
}
