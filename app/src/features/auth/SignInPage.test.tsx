import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { toast } from '@rampa/design-system';
import {
  AUTH_ERROR_BODIES,
  createFakeWebAuthn,
  FIXTURE_MFA_TICKET,
  TEST_BACKEND_URL,
} from '@rampa/sdk/testing';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const AUTH = `${TEST_BACKEND_URL}/v1/auth`;

afterEach(() => toast.clear());

/** A page address for the sdk, as a link from an e-mail leaves it. */
const pageAt = (search: string) => {
  let href = `${TEST_BACKEND_URL}/${search}`;
  return {
    get href() {
      return href;
    },
    replace: (next: string) => void (href = next),
  };
};

async function signInWithPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl');
  await user.type(screen.getByLabelText(/^Hasło/), 'tajne-haslo');
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

describe('the sign-in page', () => {
  it('offers the other methods and "Nie pamiętasz hasła?", each a step in the address', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);

    await user.click(screen.getByRole('link', { name: 'Wyślij link logowania' }));
    expect(await screen.findByRole('heading', { name: 'Link logowania', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ krok: 'link' });
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Wróć do logowania hasłem' }));
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
    await user.click(screen.getByRole('link', { name: 'Zaloguj kodem z e-maila' }));
    expect(await screen.findByRole('heading', { name: 'Kod z e-maila', level: 1 })).toBeInTheDocument();

    router.history.back();
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
    await user.click(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' }));
    expect(
      await screen.findByRole('heading', { name: 'Nie pamiętasz hasła?', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ krok: 'reset-hasla' });
  });

  it('treats an unknown step as the password form', async () => {
    renderApp('/?krok=cos-innego');
    expect(await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow)).toBeInTheDocument();
  });
});

describe('the MFA step', () => {
  it('asks for the authenticator code after the password and completes the sign-in', async () => {
    const { user, router, authHandlers, sdk } = renderApp('/');
    server.use(authHandlers.signInEmailPassword.needsMfa());
    const requests: unknown[] = [];
    server.use(
      http.post(`${AUTH}/signin/mfa/totp`, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ session: (await import('@rampa/sdk/testing')).createTestSession() });
      }),
    );
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
    await signInWithPassword(user);

    expect(
      await screen.findByRole('heading', { name: 'Logowanie dwuetapowe', level: 1 }),
    ).toBeInTheDocument();
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.needsMfa');
    const code = screen.getByLabelText(/Kod z aplikacji uwierzytelniającej/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');

    await user.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    expect(await screen.findByText('Wpisz kod.')).toBeInTheDocument();
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    expect(await screen.findByText('Kod składa się z 6 cyfr.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
    expect(requests).toEqual([{ ticket: FIXTURE_MFA_TICKET, otp: '123456' }]);
  });

  it('says in Polish that the code is wrong, keeps the step, and goes back on request', async () => {
    const { user, authHandlers } = renderApp('/');
    server.use(authHandlers.signInEmailPassword.needsMfa(), authHandlers.signInMfaTotp.invalidTotp());
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
    await signInWithPassword(user);
    const code = await screen.findByLabelText(/Kod z aplikacji uwierzytelniającej/);
    await user.type(code, '000000{Enter}');

    expect(await screen.findByText(/Nieprawidłowy kod\. Wpisz aktualny kod/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Logowanie dwuetapowe', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveValue(''));
    expect(code).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Wróć do logowania' }));
    expect(await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow)).toBeInTheDocument();
  });
});

describe('an unconfirmed e-mail address', () => {
  it('shows "Potwierdź adres e-mail" and sends the link again', async () => {
    const { user, authHandlers } = renderApp('/');
    const sent: unknown[] = [];
    server.use(
      authHandlers.signInEmailPassword.unverified(),
      http.post(`${AUTH}/user/email/send-verification-email`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json('OK');
      }),
    );
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
    await signInWithPassword(user);

    expect(
      await screen.findByRole('heading', { name: 'Potwierdź adres e-mail', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('jan.kowalski@firma.pl')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Sprawdź skrzynkę pocztową/);
    expect(sent).toEqual([
      { email: 'jan.kowalski@firma.pl', options: { redirectTo: `${window.location.origin}/` } },
    ]);
  });

  it('tells in Polish when the address is already confirmed', async () => {
    const { user, authHandlers } = renderApp('/');
    server.use(
      authHandlers.signInEmailPassword.unverified(),
      authHandlers.sendVerificationEmail.error(AUTH_ERROR_BODIES.emailAlreadyVerified),
    );
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Wyślij ponownie' }));
    expect(await screen.findByText(/Ten adres e-mail jest już potwierdzony/)).toBeInTheDocument();
  });
});

describe('the security key', () => {
  it('says in Polish that the browser has no WebAuthn', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
    await user.click(screen.getByRole('button', { name: 'Zaloguj kluczem bezpieczeństwa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ta przeglądarka nie obsługuje kluczy bezpieczeństwa.',
    );
  });

  describe('in a browser with WebAuthn', () => {
    const original = window.PublicKeyCredential;
    const originalCredentials = navigator.credentials;
    afterEach(() => {
      Object.assign(window, { PublicKeyCredential: original });
      Object.defineProperty(navigator, 'credentials', { value: originalCredentials, configurable: true });
    });
    const withWebAuthn = () => {
      Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
      Object.defineProperty(navigator, 'credentials', { value: { get: () => null }, configurable: true });
    };

    it('signs in with the typed e-mail’s key', async () => {
      withWebAuthn();
      const webauthn = createFakeWebAuthn();
      const { user, authHandlers } = renderApp('/', { sdkOptions: { webauthn } });
      const asked: unknown[] = [];
      server.use(
        http.post(`${AUTH}/signin/webauthn`, async ({ request }) => {
          asked.push(await request.json());
          return HttpResponse.json((await import('@rampa/sdk/testing')).testRequestOptions());
        }),
        authHandlers.signInWebauthnVerify.success(),
      );
      await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
      await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl');
      await user.click(screen.getByRole('button', { name: 'Zaloguj kluczem bezpieczeństwa' }));
      expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
      expect(asked).toEqual([{ email: 'jan.kowalski@firma.pl' }]);
      expect(webauthn.authentications).toHaveLength(1);
    });

    it('says in Polish that the ceremony was cancelled', async () => {
      withWebAuthn();
      const cancelled = Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      });
      const { user, authHandlers } = renderApp('/', {
        sdkOptions: { webauthn: createFakeWebAuthn(cancelled) },
      });
      server.use(authHandlers.signInWebauthn.success());
      await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow);
      await user.click(screen.getByRole('button', { name: 'Zaloguj kluczem bezpieczeństwa' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /Logowanie kluczem bezpieczeństwa zostało przerwane/,
      );
    });
  });
});

describe('links from e-mails', () => {
  it('explains an expired or used link that /verify sent back with ?error=', async () => {
    renderApp('/?error=invalid-ticket&errorDescription=Invalid%20ticket', {
      sdkOptions: { location: pageAt('?error=invalid-ticket&errorDescription=Invalid%20ticket') },
    });
    const card = (await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 }, slow)).parentElement!
      .parentElement!;
    expect(within(card).getAllByRole('alert')[0]).toHaveTextContent(
      'Link z e-maila wygasł lub został już użyty. Poproś o nowy.',
    );
  });

  it('confirms a verified e-mail address with a toast on the dashboard', async () => {
    const location = pageAt('?refreshToken=6c1f9a1e-2b3c-4d5e-8f90-1a2b3c4d5e6f&type=emailVerify');
    const { router } = renderApp('/', { sdkOptions: { location } });
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
    expect(await screen.findByText('Adres e-mail został potwierdzony.')).toBeInTheDocument();
    // The single-use token left the address.
    expect(location.href).toBe(`${TEST_BACKEND_URL}/`);
  });

  it('takes a password-reset link to the new-password page wherever it landed', async () => {
    const location = pageAt('?refreshToken=6c1f9a1e-2b3c-4d5e-8f90-1a2b3c4d5e6f&type=passwordReset');
    const { router } = renderApp('/', { sdkOptions: { location } });
    expect(await screen.findByRole('heading', { name: 'Ustaw nowe hasło', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nowe-haslo');
  });
});
