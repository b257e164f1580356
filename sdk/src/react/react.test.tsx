// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NHOST_REFRESH_TOKEN_KEY } from '../auth/constants';
import type { Sdk } from '../createSdk';
import {
  SdkProvider,
  useAuthenticationStatus,
  useSdk,
  useSignInEmailPassword,
  useSignOut,
  useSystemActions,
  useSystemState,
  useUserData,
  useUserState,
} from './index';
import { type AppStores, createAppStores } from '../stores/appStores';
import { authHandlers, makeSdk, startMswServer } from '../test/harness';
import { createTestSession, FIXTURE_MFA_TICKET } from '../testing';

const server = startMswServer();
afterEach(cleanup);

function wrapperFor(sdk: Sdk, stores: AppStores = createAppStores()) {
  return ({ children }: { children: ReactNode }) => (
    <SdkProvider sdk={sdk} stores={stores}>
      {children}
    </SdkProvider>
  );
}

describe('auth hooks', () => {
  it('report loading, then authenticated with the user', async () => {
    const session = createTestSession();
    server.use(authHandlers.token.success(session, { delay: 20 }));
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });

    const { result } = renderHook(() => ({ status: useAuthenticationStatus(), user: useUserData() }), {
      wrapper: wrapperFor(sdk),
    });

    expect(result.current.status).toEqual({ isLoading: true, isAuthenticated: false });
    await waitFor(() => expect(result.current.status).toEqual({ isLoading: false, isAuthenticated: true }));
    expect(result.current.user).toEqual(session.user);
  });

  it('useSignInEmailPassword exposes loading, needsMfa and errors from the machine', async () => {
    server.use(
      authHandlers.signInEmailPassword.unauthorized({ once: true }),
      authHandlers.signInEmailPassword.needsMfa(FIXTURE_MFA_TICKET, { once: true, delay: 300 }),
    );
    const sdk = makeSdk();
    const { result } = renderHook(() => useSignInEmailPassword(), { wrapper: wrapperFor(sdk) });
    await waitFor(() => expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors'));

    await act(() => result.current.signIn('handlowiec@demo.rampa.pl', 'zle-haslo'));
    expect(result.current).toMatchObject({
      isError: true,
      error: { status: 401, error: 'invalid-email-password', message: 'Incorrect email or password' },
      needsMfa: false,
    });

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.signIn('handlowiec@demo.rampa.pl', 'dobre-haslo');
    });
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    expect(result.current.error).toBeNull();
    await act(() => pending);
    expect(result.current).toMatchObject({
      isLoading: false,
      needsMfa: true,
      mfa: { ticket: FIXTURE_MFA_TICKET },
    });

    await act(() => result.current.signIn('not-an-email', 'x'));
    expect(result.current.error).toEqual({
      error: 'invalid-email',
      message: 'Email is incorrectly formatted',
      status: 10,
    });
  });

  it('useSignOut signs out and reports success; the status follows', async () => {
    server.use(authHandlers.token.success(), authHandlers.signOut.success());
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    const { result } = renderHook(() => ({ signOut: useSignOut(), status: useAuthenticationStatus() }), {
      wrapper: wrapperFor(sdk),
    });
    await waitFor(() => expect(result.current.status.isAuthenticated).toBe(true));

    await act(() => result.current.signOut.signOut());

    expect(result.current.signOut).toMatchObject({
      isSuccess: true,
      isError: false,
      error: null,
      isLoading: false,
    });
    expect(result.current.status.isAuthenticated).toBe(false);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.success');
  });

  it('puts the signed-in profile in the user store and renders it', async () => {
    server.use(authHandlers.token.success());
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    function Greeting() {
      const name = useUserState((state) => state.data?.first_name ?? '—');
      return <p>Witaj, {name}</p>;
    }
    render(<Greeting />, { wrapper: wrapperFor(sdk) });
    expect(await screen.findByText('Witaj, Anna')).toBeTruthy();
  });

  it('throws a clear error outside the provider', () => {
    expect(() => renderHook(() => useSdk())).toThrow('inside <SdkProvider>');
  });
});

describe('store hooks', () => {
  it('read and change the instance given to the provider only', async () => {
    const sdk = makeSdk();
    const stores = createAppStores();
    const other = createAppStores();
    const { result } = renderHook(
      () => ({
        sidebarOpen: useSystemState((state) => state.sidebarOpen),
        system: useSystemActions(),
        isLoading: useUserState((state) => state.isLoading),
      }),
      { wrapper: wrapperFor(sdk, stores) },
    );
    await waitFor(() => expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors'));

    act(() => result.current.system.update({ sidebarOpen: false }));
    expect(result.current.sidebarOpen).toBe(false);
    expect(other.system.getState().sidebarOpen).toBe(true);

    act(() => stores.user.getState().actions.setLoading(true));
    expect(result.current.isLoading).toBe(true);
  });
});
