import { useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Bell, BellOff } from 'lucide-react';
import {
  Badge,
  Button,
  Drawer,
  EmptyState,
  formatCount,
  formatDateTime,
  Inline,
  Skeleton,
  Stack,
} from '@rampa/design-system';
import type { Notification } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import * as styles from './notifications.css';
import { useNotificationsPanel } from './notificationsPanel';
import { useUnreadCount } from './useUnreadCount';

/** "1 nieprzeczytane, 2 nieprzeczytane, 5 nieprzeczytanych". */
export const UNREAD_FORMS = {
  one: 'nieprzeczytane',
  few: 'nieprzeczytane',
  many: 'nieprzeczytanych',
  other: 'nieprzeczytanego',
};

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = notification.read_at === null;
  return (
    <li className={unread ? styles.unreadItem : styles.item}>
      <Stack gap="xs">
        <Inline gap="sm">
          <strong>{notification.title}</strong>
          {unread && <Badge tone="accent">Nowe</Badge>}
        </Inline>
        {notification.body && <p className={styles.body}>{notification.body}</p>}
        <Inline gap="sm">
          <time className={styles.time} dateTime={notification.created_at}>
            {formatDateTime(new Date(notification.created_at))}
          </time>
          {(notification.link || unread) && (
            <Button size="sm" variant="secondary" onPress={onOpen}>
              {notification.link ? 'Otwórz' : 'Oznacz jako przeczytane'}
            </Button>
          )}
        </Inline>
      </Stack>
    </li>
  );
}

function NotificationList() {
  const sdk = useSdk();
  const navigate = useNavigate();
  const { setOpen } = useNotificationsPanel();
  const list = useQuery(sdk.notifications.list());
  const markRead = useMutation(sdk.notifications.markRead());
  if (list.isPending) {
    return (
      <div role="status" aria-label="Ładowanie powiadomień">
        <Stack gap="sm">
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </Stack>
      </div>
    );
  }
  if (list.isError) {
    return <ListLoadError message="Nie udało się wczytać powiadomień." onRetry={() => void list.refetch()} />;
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<BellOff />}
        title="Brak powiadomień"
        description="Gdy coś będzie wymagało Twojej uwagi, zobaczysz to tutaj."
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="Powiadomienia">
      {list.data.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={() => {
            if (notification.read_at === null) markRead.mutate(notification.id);
            if (notification.link) {
              setOpen(false);
              void navigate({ to: notification.link });
            }
          }}
        />
      ))}
    </ul>
  );
}

/** The notifications panel (spec §2): the newest of the user's notifications, opened from the menu or the bell. */
export function NotificationsDrawer() {
  const { isOpen, setOpen } = useNotificationsPanel();
  const unread = useUnreadCount();
  const markAllRead = useMutation(useSdk().notifications.markAllRead());
  // With nothing left unread the button goes away: focus moves to the list instead of falling out of the
  // panel (where Escape and Tab would no longer reach it).
  const content = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      title="Powiadomienia"
      description={unread > 0 ? formatCount(unread, UNREAD_FORMS) : 'Wszystkie przeczytane'}
      isOpen={isOpen}
      onOpenChange={setOpen}
      footer={
        unread > 0 ? (
          <Button
            variant="secondary"
            onPress={() => markAllRead.mutate(undefined, { onSuccess: () => content.current?.focus() })}
            isPending={markAllRead.isPending}
            pendingLabel="Oznaczanie…"
          >
            Oznacz wszystkie jako przeczytane
          </Button>
        ) : undefined
      }
    >
      <div ref={content} tabIndex={-1} className={styles.content}>
        {isOpen && <NotificationList />}
      </div>
    </Drawer>
  );
}

/** The header's bell with the unread badge; opens the panel. */
export function NotificationsBell() {
  const { setOpen } = useNotificationsPanel();
  const unread = useUnreadCount();
  const label = unread > 0 ? `Powiadomienia: ${formatCount(unread, UNREAD_FORMS)}` : 'Powiadomienia';
  return (
    <Button variant="ghost" size="sm" aria-label={label} onPress={() => setOpen(true)}>
      <Bell aria-hidden />
      {unread > 0 && (
        <span className={styles.count} aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  );
}
