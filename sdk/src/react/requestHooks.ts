import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ActionResult, CreatePersonalAccessTokenParams } from '../auth/account';
import type { RedirectOptions, TotpGenerateResponse } from '../auth/authApi';
import type { AuthClient } from '../auth/authClient';
import {
  createChangeEmailMachine,
  createChangePasswordMachine,
  createRequestMachine,
  createResetPasswordMachine,
  createSendVerificationEmailMachine,
  type RequestMachine,
  type RequestSnapshot,
} from '../auth/requestMachine';
import type { ErrorPayload } from '../errors';
import { useSdk } from './provider';

/** A request the hook owns: its machine lives as long as the component (per hook, as in v3). */
export interface RequestState<T = void> {
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  readonly error: ErrorPayload | null;
  readonly data: T | null;
}

function useRequestMachine<P, T>(
  create: (auth: AuthClient) => RequestMachine<P, T>,
): RequestState<T> & { readonly request: (params: P) => Promise<ActionResult<T>> } {
  const { auth } = useSdk();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `create` is a module-level factory
  const machine = useMemo(() => create(auth), [auth]);
  const snapshot: RequestSnapshot<T> = useSyncExternalStore(
    machine.subscribe,
    machine.getSnapshot,
    machine.getSnapshot,
  );
  return {
    request: machine.request,
    isLoading: snapshot.state === 'requesting',
    isSuccess: snapshot.isSuccess,
    isError: snapshot.error !== null,
    error: snapshot.error,
    data: snapshot.data,
  };
}

export function useChangeEmail(): RequestState & {
  /** With `currentPassword`, it is confirmed first (a wrong one: `wrong-current-password`). */
  readonly changeEmail: (
    newEmail: string,
    options?: RedirectOptions & { readonly currentPassword?: string },
  ) => Promise<ActionResult>;
  /** The new address must be confirmed through the link sent to it. */
  readonly needsEmailVerification: boolean;
} {
  const { request, ...state } = useRequestMachine(createChangeEmailMachine);
  const changeEmail = useCallback(
    (newEmail: string, options?: RedirectOptions & { readonly currentPassword?: string }) => {
      const { currentPassword, ...redirect } = options ?? {};
      return request({
        newEmail,
        ...(options && { options: redirect }),
        ...(currentPassword !== undefined && { currentPassword }),
      });
    },
    [request],
  );
  return { ...state, changeEmail, needsEmailVerification: state.isSuccess };
}

export function useChangePassword(): RequestState & {
  /**
   * With the `passwordReset:` ticket of a reset link, or as the signed-in user, who may confirm his
   * `currentPassword` first (a wrong one: `wrong-current-password`, nothing changes).
   */
  readonly changePassword: (
    newPassword: string,
    ticketOrCurrent?: string | { readonly currentPassword: string },
  ) => Promise<ActionResult>;
} {
  const { request, ...state } = useRequestMachine(createChangePasswordMachine);
  const changePassword = useCallback(
    (newPassword: string, ticketOrCurrent?: string | { readonly currentPassword: string }) =>
      request(
        typeof ticketOrCurrent === 'object'
          ? { newPassword, currentPassword: ticketOrCurrent.currentPassword }
          : { newPassword, ...(ticketOrCurrent !== undefined && { ticket: ticketOrCurrent }) },
      ),
    [request],
  );
  return { ...state, changePassword };
}

export function useResetPassword(): RequestState & {
  readonly resetPassword: (email: string, options?: RedirectOptions) => Promise<ActionResult>;
  readonly isSent: boolean;
} {
  const { request, ...state } = useRequestMachine(createResetPasswordMachine);
  const resetPassword = useCallback(
    (email: string, options?: RedirectOptions) => request({ email, options }),
    [request],
  );
  return { ...state, resetPassword, isSent: state.isSuccess };
}

export function useSendVerificationEmail(): RequestState & {
  readonly sendEmail: (email: string, options?: RedirectOptions) => Promise<ActionResult>;
  readonly isSent: boolean;
} {
  const { request, ...state } = useRequestMachine(createSendVerificationEmailMachine);
  const sendEmail = useCallback(
    (email: string, options?: RedirectOptions) => request({ email, options }),
    [request],
  );
  return { ...state, sendEmail, isSent: state.isSuccess };
}

const generateMfaMachine = (auth: AuthClient) => createRequestMachine(() => auth.generateMfaTotp());
const activateMfaMachine = (auth: AuthClient) =>
  createRequestMachine((code: string) => auth.activateMfaTotp(code));
const deactivateMfaMachine = (auth: AuthClient) =>
  createRequestMachine((code: string) => auth.deactivateMfa(code));

export interface ConfigMfaState {
  /** GET /mfa/totp/generate: shows the QR code and secret to scan. */
  readonly generateQrCode: () => Promise<ActionResult<TotpGenerateResponse>>;
  readonly isGenerating: boolean;
  readonly qrCodeDataUrl: string;
  readonly totpSecret: string;
  readonly activateMfa: (code: string) => Promise<ActionResult>;
  readonly isActivating: boolean;
  readonly isActivated: boolean;
  readonly deactivateMfa: (code: string) => Promise<ActionResult>;
  readonly isDeactivating: boolean;
  readonly isDeactivated: boolean;
  readonly isError: boolean;
  /** The error of the step that failed last. */
  readonly error: ErrorPayload | null;
}

export function useConfigMfa(): ConfigMfaState {
  const generate = useRequestMachine(generateMfaMachine);
  const activate = useRequestMachine(activateMfaMachine);
  const deactivate = useRequestMachine(deactivateMfaMachine);
  const { request: generateRequest } = generate;
  const generateQrCode = useCallback(() => generateRequest(undefined), [generateRequest]);
  const error = activate.error ?? deactivate.error ?? generate.error;
  return {
    generateQrCode,
    isGenerating: generate.isLoading,
    qrCodeDataUrl: generate.data?.imageUrl ?? '',
    totpSecret: generate.data?.totpSecret ?? '',
    activateMfa: activate.request,
    isActivating: activate.isLoading,
    isActivated: activate.isSuccess,
    deactivateMfa: deactivate.request,
    isDeactivating: deactivate.isLoading,
    isDeactivated: deactivate.isSuccess,
    isError: error !== null,
    error,
  };
}

const createPatMachine = (auth: AuthClient) =>
  createRequestMachine((params: CreatePersonalAccessTokenParams) => auth.createPersonalAccessToken(params));

export function usePersonalAccessToken(): RequestState<{ id: string; personalAccessToken: string }> & {
  readonly createPersonalAccessToken: (
    expiresAt: Date | string,
    metadata?: Record<string, unknown>,
  ) => Promise<ActionResult<{ id: string; personalAccessToken: string }>>;
} {
  const { request, ...state } = useRequestMachine(createPatMachine);
  const createPersonalAccessToken = useCallback(
    (expiresAt: Date | string, metadata?: Record<string, unknown>) => request({ expiresAt, metadata }),
    [request],
  );
  return { ...state, createPersonalAccessToken };
}

const addSecurityKeyMachine = (auth: AuthClient) =>
  createRequestMachine((nickname: string | undefined) => auth.addSecurityKey(nickname));

export function useAddSecurityKey(): RequestState<{ id: string; nickname?: string }> & {
  readonly add: (nickname?: string) => Promise<ActionResult<{ id: string; nickname?: string }>>;
} {
  const { request, ...state } = useRequestMachine(addSecurityKeyMachine);
  const add = useCallback((nickname?: string) => request(nickname), [request]);
  return { ...state, add };
}
