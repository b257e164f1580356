import type { Session as NhostSession, SessionStorageBackend } from '@nhost/nhost-js/session';
import {
  NHOST_JWT_EXPIRES_AT_KEY,
  NHOST_REFRESH_TOKEN_ID_KEY,
  NHOST_REFRESH_TOKEN_KEY,
} from '../auth/constants';
import type { ClientStorage } from './clientStorage';

export interface StoredRefreshToken {
  refreshToken: string;
  refreshTokenId: string | null;
  accessTokenExpiresAt: string | null;
}

/**
 * nhost-js's storage backend, reshaped to spec §3: only the three keys are written; the whole session
 * (access token, user) is kept in memory for the attach-token middleware. The auth machine is its only
 * writer.
 */
export class SessionVault implements SessionStorageBackend {
  private session: NhostSession | null = null;

  constructor(
    private readonly storage: ClientStorage,
    private readonly now: () => number = Date.now,
  ) {}

  get(): NhostSession | null {
    return this.session;
  }

  set(session: NhostSession): void {
    this.session = session;
    this.storage.setItem(NHOST_REFRESH_TOKEN_KEY, session.refreshToken);
    this.storage.setItem(NHOST_REFRESH_TOKEN_ID_KEY, session.refreshTokenId);
    this.storage.setItem(
      NHOST_JWT_EXPIRES_AT_KEY,
      new Date(this.now() + session.accessTokenExpiresIn * 1000).toISOString(),
    );
  }

  remove(): void {
    this.session = null;
    this.storage.removeItem(NHOST_REFRESH_TOKEN_KEY);
    this.storage.removeItem(NHOST_REFRESH_TOKEN_ID_KEY);
    this.storage.removeItem(NHOST_JWT_EXPIRES_AT_KEY);
  }

  /** Drops the in-memory session but keeps the stored token, so a later page load can import it again. */
  forgetInMemory(): void {
    this.session = null;
  }

  readStored(): StoredRefreshToken | null {
    const refreshToken = this.storage.getItem(NHOST_REFRESH_TOKEN_KEY);
    if (!refreshToken) return null;
    return {
      refreshToken,
      refreshTokenId: this.storage.getItem(NHOST_REFRESH_TOKEN_ID_KEY),
      accessTokenExpiresAt: this.storage.getItem(NHOST_JWT_EXPIRES_AT_KEY),
    };
  }
}
