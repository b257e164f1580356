import type { Session } from './state';

/** What one tab tells the others: a new session (refresh tokens rotate, so all must take it) or a sign-out. */
export type TabMessage =
  | {
      readonly type: 'session';
      readonly session: Session;
      /** The refresh token the sender presented for this session: rotated away, with `session`'s as successor. */
      readonly replaced?: string;
    }
  | { readonly type: 'signout' };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

/**
 * Tabs of one app share the stored refresh token, and the server rotates it on every refresh (and revokes the
 * whole family when a used one comes back): a tab that refreshes must hand the new token to the others.
 */
export function broadcastTabChannel(name: string): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
