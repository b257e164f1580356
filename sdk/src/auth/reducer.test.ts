import { describe, expect, it } from 'vitest';
import { createTestSession } from '../testing';
import { authReducer, type AuthEvent } from './reducer';
import { type AuthSnapshot, initialSnapshot } from './state';

const options = { autoRefreshToken: true };
const reduce = (state: AuthSnapshot, ...events: AuthEvent[]) =>
  events.reduce((current, event) => authReducer(current, event, options), state);
const received = { session: createTestSession(), receivedAt: 0 };

describe('authReducer', () => {
  it('ignores answers that arrive in a state they do not belong to (same object back)', () => {
    const signedOut = reduce(initialSnapshot, { type: 'TOKEN_IMPORT_NONE' });
    expect(authReducer(signedOut, { type: 'SIGNIN_SUCCEEDED', received }, options)).toBe(signedOut);
    expect(authReducer(signedOut, { type: 'REFRESH_SUCCEEDED', received }, options)).toBe(signedOut);
    expect(authReducer(signedOut, { type: 'SIGNOUT' }, options)).toBe(signedOut);

    const signingOut = reduce(
      initialSnapshot,
      { type: 'TOKEN_IMPORT_SUCCEEDED', received, urlTokenType: null },
      {
        type: 'SIGNOUT',
      },
    );
    expect(authReducer(signingOut, { type: 'SIGNIN', method: 'password' }, options)).toBe(signingOut);
    expect(authReducer(signingOut, { type: 'REFRESH_TICK', now: 10 ** 13, chance: 0 }, options)).toBe(
      signingOut,
    );
  });

  it('forgets the address token type on sign-out', () => {
    const state = reduce(
      initialSnapshot,
      { type: 'TOKEN_IMPORT_SUCCEEDED', received, urlTokenType: 'passwordReset' },
      { type: 'SIGNOUT' },
    );
    expect(state.context.urlTokenType).toBe('passwordReset');
    expect(reduce(state, { type: 'SIGNOUT_SUCCEEDED' }).context.urlTokenType).toBeNull();
  });

  it('disables the refresh timer for personal-access-token sessions and with autoRefreshToken off', () => {
    const pat = reduce(
      initialSnapshot,
      { type: 'TOKEN_IMPORT_NONE' },
      { type: 'SIGNIN', method: 'personalAccessToken' },
      { type: 'SIGNIN_SUCCEEDED', received },
    );
    expect(pat.refreshTimer).toBe('disabled');
    const off = authReducer(
      initialSnapshot,
      { type: 'TOKEN_IMPORT_SUCCEEDED', received, urlTokenType: null },
      {
        autoRefreshToken: false,
      },
    );
    expect(off.refreshTimer).toBe('disabled');
  });

  it('lets a refresh that lost the race to another tab wait for the next tick', () => {
    const refreshing = reduce(
      initialSnapshot,
      { type: 'TOKEN_IMPORT_SUCCEEDED', received: { ...received, receivedAt: 0 }, urlTokenType: null },
      { type: 'REFRESH_TICK', now: 10 ** 13, chance: 0 },
    );
    expect(refreshing.refreshTimer).toBe('refreshing');
    const other = { session: createTestSession(), receivedAt: 1 };
    const taken = reduce(
      refreshing,
      { type: 'SESSION_RECEIVED', received: other },
      { type: 'REFRESH_SUPERSEDED' },
    );
    expect(taken.refreshTimer).toBe('pending');
    expect(taken.context.refreshToken.value).toBe(other.session.refreshToken);
  });

  it('runs registration calls one at a time and never while signing in', () => {
    const signedOut = reduce(initialSnapshot, { type: 'TOKEN_IMPORT_NONE' });
    const registering = reduce(signedOut, { type: 'REGISTER', method: 'emailPassword' });
    expect(registering.registration).toBe('registering.emailPassword');
    expect(authReducer(registering, { type: 'SIGNIN', method: 'password' }, options)).toBe(registering);
    expect(authReducer(registering, { type: 'REGISTER', method: 'passwordlessEmail' }, options)).toBe(
      registering,
    );
    const authenticating = reduce(signedOut, { type: 'SIGNIN', method: 'password' });
    expect(authReducer(authenticating, { type: 'REGISTER', method: 'emailPassword' }, options)).toBe(
      authenticating,
    );
  });
});
