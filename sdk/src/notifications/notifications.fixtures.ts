import type { NotificationItemFragment } from '../gql/graphql';

// Notifications in the shape of the wire (the NotificationItem fragment), for MSW handlers, stories and tests.

export const notificationId = (index: number) => `a0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export function notificationFixture(
  index: number,
  overrides: Partial<NotificationItemFragment> = {},
): NotificationItemFragment {
  return {
    id: notificationId(index),
    kind: index % 2 === 0 ? 'klient' : 'system',
    title: `Powiadomienie ${index}`,
    body: `Treść powiadomienia ${index}.`,
    link: index % 2 === 0 ? '/handlowiec/klienci/lista' : null,
    created_at: new Date(Date.UTC(2026, 10, 24, 12, 0) - index * 60_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

/** `count` notifications, newest first; the first `unread` of them unread, the rest read. */
export const notificationListFixture = (count: number, unread: number) =>
  Array.from({ length: count }, (_, i) =>
    notificationFixture(i + 1, i < unread ? {} : { read_at: '2026-11-24T12:30:00.000Z' }),
  );
