/**
 * Runs a refresh while no other tab of the app refreshes. Tabs share one stored refresh token and the server
 * rotates it on every use (a rotated-away token coming back revokes the session), so two tabs must never present
 * the same token at once: under the lock each tab reads the newest stored token, rotates it and stores the
 * successor before the next tab goes.
 */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The Web Locks API (every current browser); null where it is missing, and the server's reuse interval covers. */
export function browserRefreshLock(name: string): RefreshLock | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return null;
  return (task) => locks.request(name, task);
}
