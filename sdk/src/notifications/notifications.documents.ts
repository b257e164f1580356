import { graphql } from '../gql';

export const NotificationItemFragment = graphql(`
  fragment NotificationItem on notifications {
    id
    kind
    title
    body
    link
    created_at
    read_at
  }
`);

/** The signed-in user's newest notifications (the permissions show nobody else's). */
export const NotificationListDocument = graphql(`
  query NotificationList($limit: Int!) {
    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {
      ...NotificationItem
    }
  }
`);

export const NotificationUnreadCountDocument = graphql(`
  query NotificationUnreadCount {
    notifications_aggregate(where: { read_at: { _is_null: true } }) {
      aggregate {
        count
      }
    }
  }
`);

/** The unread count, live: the server sends it again whenever it changes. */
export const NotificationUnreadCountLiveDocument = graphql(`
  subscription NotificationUnreadCountLive {
    notifications_aggregate(where: { read_at: { _is_null: true } }) {
      aggregate {
        count
      }
    }
  }
`);

export const MarkNotificationReadDocument = graphql(`
  mutation MarkNotificationRead($id: uuid!, $readAt: timestamptz!) {
    update_notifications(
      where: { id: { _eq: $id }, read_at: { _is_null: true } }
      _set: { read_at: $readAt }
    ) {
      affected_rows
    }
  }
`);

export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead($readAt: timestamptz!) {
    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $readAt }) {
      affected_rows
    }
  }
`);

/** Whether the user also gets his notifications by e-mail (his own profiles; the choice is per person). */
export const NotificationEmailPreferenceDocument = graphql(`
  query NotificationEmailPreference($userId: uuid!) {
    profiles(where: { user_id: { _eq: $userId } }) {
      id
      email_notifications
    }
  }
`);

/** Switches the user's notification e-mails on or off (the permissions allow his own profiles only). */
export const SetNotificationEmailDocument = graphql(`
  mutation SetNotificationEmail($userId: uuid!, $on: Boolean!) {
    update_profiles(where: { user_id: { _eq: $userId } }, _set: { email_notifications: $on }) {
      affected_rows
    }
  }
`);
