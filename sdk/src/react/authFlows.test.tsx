// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NHOST_REFRESH_TOKEN_KEY } from '../auth/constants';
import type { Sdk } from '../createSdk';
import {
  SdkProvider,
  useChangeEmail,
  useChangePassword,
  useConfigMfa,
  usePersonalAccessToken,
  useResetPassword,
  useSendVerificationEmail,
  useSignInEmailOtp,
  useSignInEmailPassword,
  useSignInEmailPasswordless,
  useSignInMfaTotp,
} from './index';
import { createAppStores } from '../stores/appStores';
import { authHandlers, makeSdk, startMswServer } from '../test/harness';
import {
  FIXTURE_MFA_TICKET,
  FIXTURE_PAT,
  FIXTURE_PAT_ID,
  FIXTURE_TOTP_IMAGE_URL,
  FIXTURE_TOTP_SECRET,
} from '../testing';

const server = startMswServer();
afterEach(cleanup);

const wrapperFor = (sdk: Sdk) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SdkProvider sdk={sdk} stores={createAppStores()}>
        {children}
      </SdkProvider>
    );
  };

async function signedOut() {
  const sdk = makeSdk();
  await sdk.auth.waitUntilReady();
  return sdk;
}

async function signedIn(options: Parameters<typeof makeSdk>[0] = {}) {
  server.use(authHandlers.token.success());
  const sdk = makeSdk({ ...options, storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
  await sdk.auth.waitUntilReady();
  return sdk;
}

describe('registration hooks', () => {
  it('useSignInEmailPasswordless waits for the link', async () => {
    server.use(authHandlers.signInPasswordlessEmail.success());
    const sdk = await signedOut();
    const { result } = renderHook(() => useSignInEmailPasswordless(), { wrapper: wrapperFor(sdk) });
    await act(() => result.current.signInEmailPasswordless('anna@demo.rampa.pl'));
    expect(result.current.needsEmailVerification).toBe(true);
  });

  it('useSignInEmailOtp: needsOtp, then signed in', async () => {
    server.use(authHandlers.signInOtpEmail.success(), authHandlers.verifyOtpEmail.success());
    const sdk = await signedOut();
    const { result } = renderHook(() => useSignInEmailOtp(), { wrapper: wrapperFor(sdk) });
    await act(() => result.current.signInEmailOtp('anna@demo.rampa.pl'));
    expect(result.current.needsOtp).toBe(true);
    await act(() => result.current.verifyEmailOtp('anna@demo.rampa.pl', '123456'));
    expect(result.current).toMatchObject({ needsOtp: false, isSuccess: true });
  });
});

describe('sign-in hooks', () => {
  it('useSignInMfaTotp continues the password sign-in with the ticket', async () => {
    server.use(
      authHandlers.signInEmailPassword.needsMfa(),
      authHandlers.signInMfaTotp.invalidTotp({ once: true }),
      authHandlers.signInMfaTotp.success(),
    );
    const sdk = await signedOut();
    const { result } = renderHook(() => ({ password: useSignInEmailPassword(), mfa: useSignInMfaTotp() }), {
      wrapper: wrapperFor(sdk),
    });

    await act(() => result.current.password.signIn('anna@demo.rampa.pl', 'tajne-haslo'));
    expect(result.current.mfa).toMatchObject({ needsMfa: true, ticket: FIXTURE_MFA_TICKET });

    await act(() => result.current.mfa.signInMfaTotp('000000'));
    expect(result.current.mfa).toMatchObject({
      isError: true,
      error: { status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' },
      ticket: FIXTURE_MFA_TICKET,
    });

    await act(() => result.current.mfa.signInMfaTotp('123456'));
    expect(result.current.mfa).toMatchObject({ isSuccess: true, isError: false, needsMfa: false });
  });
});

describe('request-machine hooks', () => {
  it('useResetPassword, useSendVerificationEmail: isSent', async () => {
    server.use(authHandlers.resetPassword.success(), authHandlers.sendVerificationEmail.success());
    const sdk = await signedOut();
    const { result } = renderHook(() => ({ reset: useResetPassword(), verify: useSendVerificationEmail() }), {
      wrapper: wrapperFor(sdk),
    });
    await act(() => result.current.reset.resetPassword('anna@demo.rampa.pl'));
    await act(() => result.current.verify.sendEmail('anna@demo.rampa.pl'));
    expect(result.current.reset).toMatchObject({ isSent: true, isError: false, isLoading: false });
    expect(result.current.verify).toMatchObject({ isSent: true, isError: false });
  });

  it('useChangePassword and useChangeEmail report errors and success', async () => {
    server.use(authHandlers.changePassword.success(), authHandlers.changeEmail.success());
    const sdk = await signedIn();
    const { result } = renderHook(() => ({ password: useChangePassword(), email: useChangeEmail() }), {
      wrapper: wrapperFor(sdk),
    });
    await act(() => result.current.password.changePassword('ab'));
    expect(result.current.password).toMatchObject({
      isError: true,
      isSuccess: false,
      error: { error: 'invalid-password', message: 'Password is incorrectly formatted', status: 10 },
    });
    await act(() => result.current.password.changePassword('nowe-haslo'));
    expect(result.current.password).toMatchObject({ isError: false, isSuccess: true, error: null });
    await act(() => result.current.email.changeEmail('nowy@demo.rampa.pl'));
    expect(result.current.email).toMatchObject({ isSuccess: true, needsEmailVerification: true });
  });

  it('useConfigMfa generates the QR code, then activates', async () => {
    server.use(authHandlers.generateTotp.success(), authHandlers.userMfa.success());
    const sdk = await signedIn();
    const { result } = renderHook(() => useConfigMfa(), { wrapper: wrapperFor(sdk) });
    await act(() => result.current.generateQrCode());
    expect(result.current).toMatchObject({
      qrCodeDataUrl: FIXTURE_TOTP_IMAGE_URL,
      totpSecret: FIXTURE_TOTP_SECRET,
    });
    await act(() => result.current.activateMfa('123456'));
    expect(result.current).toMatchObject({ isActivated: true, isError: false });
  });

  it('usePersonalAccessToken returns the new token', async () => {
    server.use(authHandlers.createPat.success());
    const sdk = await signedIn();
    const { result } = renderHook(() => usePersonalAccessToken(), { wrapper: wrapperFor(sdk) });
    await act(() => result.current.createPersonalAccessToken('2026-06-01T00:00:00.000Z'));
    expect(result.current).toMatchObject({
      isSuccess: true,
      data: { id: FIXTURE_PAT_ID, personalAccessToken: FIXTURE_PAT },
    });
  });
});
