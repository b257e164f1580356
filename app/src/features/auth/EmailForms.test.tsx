import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AUTH_ERROR_BODIES, createTestSession, TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const AUTH = `${TEST_BACKEND_URL}/v1/auth`;

/** Records the JSON bodies posted to an auth path and answers "OK". */
function recordOk(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${AUTH}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json('OK');
    }),
  );
  return bodies;
}

async function openStep(step: string, heading: string) {
  const app = renderApp(`/?krok=${step}`);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return app;
}

describe('the magic link', () => {
  it('checks the address in Polish and sends nothing until it is right', async () => {
    const { user } = await openStep('link', 'Link logowania');
    const sent = recordOk('/signin/passwordless/email');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Podaj adres e-mail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(/Podaj poprawny adres e-mail/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a link back to the app and says "Sprawdź skrzynkę…"', async () => {
    const { user } = await openStep('link', 'Link logowania');
    const sent = recordOk('/signin/passwordless/email');
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl{Enter}');
    expect(await screen.findByText('Sprawdź skrzynkę pocztową.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Wysłaliśmy link logowania na adres jan.kowalski@firma.pl.',
    );
    expect(sent).toEqual([
      { email: 'jan.kowalski@firma.pl', options: { redirectTo: `${window.location.origin}/` } },
    ]);
    expect(screen.getByRole('button', { name: 'Wyślij link ponownie' })).toBeInTheDocument();
  });

  it('says in Polish when the server has the method off or cannot be reached', async () => {
    const { user, authHandlers } = await openStep('link', 'Link logowania');
    server.use(authHandlers.signInPasswordlessEmail.error(AUTH_ERROR_BODIES.disabledEndpoint));
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ta metoda logowania jest wyłączona na serwerze.',
    );

    server.use(authHandlers.signInPasswordlessEmail.networkError());
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Brak połączenia z serwerem/);
  });
});

describe('the e-mail code', () => {
  it('asks for the code, then signs in with it', async () => {
    const { user, router } = await openStep('kod', 'Kod z e-maila');
    const requested = recordOk('/signin/otp/email');
    const verified: unknown[] = [];
    server.use(
      http.post(`${AUTH}/signin/otp/email/verify`, async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ session: createTestSession() });
      }),
    );
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl{Enter}');

    const code = await screen.findByLabelText(/Kod z e-maila/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('status')).toHaveTextContent('Sprawdź skrzynkę pocztową.');
    expect(requested).toEqual([{ email: 'jan.kowalski@firma.pl' }]);

    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Wpisz kod.')).toBeInTheDocument();
    await user.type(code, '042917{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
    expect(verified).toEqual([{ email: 'jan.kowalski@firma.pl', otp: '042917' }]);
  });

  it('says in Polish that a code is wrong, sends a new one, and lets the address be changed', async () => {
    const { user, authHandlers } = await openStep('kod', 'Kod z e-maila');
    const requested = recordOk('/signin/otp/email');
    server.use(authHandlers.verifyOtpEmail.invalidTicket());
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl{Enter}');
    await user.type(await screen.findByLabelText(/Kod z e-maila/), '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kod jest nieprawidłowy lub wygasł.');

    await user.click(screen.getByRole('button', { name: 'Wyślij nowy kod' }));
    expect(await screen.findByText('Wysłaliśmy nowy kod.')).toBeInTheDocument();
    expect(requested).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(await screen.findByRole('button', { name: 'Wyślij kod' })).toBeInTheDocument();
  });
});

describe('"Nie pamiętasz hasła?"', () => {
  it('sends a reset link to /nowe-haslo and answers neutrally', async () => {
    const { user } = await openStep('reset-hasla', 'Nie pamiętasz hasła?');
    const sent = recordOk('/user/password/reset');
    await user.click(screen.getByRole('button', { name: 'Wyślij link do zmiany hasła' }));
    expect(await screen.findByText('Podaj adres e-mail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jeśli ten adres należy do konta w Rampie, wysłaliśmy na niego link do ustawienia nowego hasła.',
    );
    expect(sent).toEqual([
      { email: 'jan.kowalski@firma.pl', options: { redirectTo: `${window.location.origin}/nowe-haslo` } },
    ]);
  });

  it('gives the same answer when the server says the account is unknown or disabled', async () => {
    const { user, authHandlers } = await openStep('reset-hasla', 'Nie pamiętasz hasła?');
    server.use(authHandlers.resetPassword.error(AUTH_ERROR_BODIES.disabledUser));
    await user.type(screen.getByLabelText(/E-mail/), 'nikt@firma.pl{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(/Jeśli ten adres należy do konta/);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('tells about a server failure, which reveals nothing', async () => {
    const { user, authHandlers } = await openStep('reset-hasla', 'Nie pamiętasz hasła?');
    server.use(authHandlers.resetPassword.serverError());
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@firma.pl{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Serwer jest chwilowo niedostępny/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
