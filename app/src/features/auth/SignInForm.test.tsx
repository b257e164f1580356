import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

async function openSignIn() {
  const app = renderApp('/');
  await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 });
  return { ...app, email: screen.getByLabelText(/E-mail/), password: screen.getByLabelText(/Hasło/) };
}

describe('the sign-in form', () => {
  it('shows Polish messages next to empty fields and sends nothing', async () => {
    const { user, email, password, sdk } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByText('Podaj adres e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Podaj hasło.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Podaj adres e-mail.');
    expect(password).toHaveAccessibleDescription('Podaj hasło.');
    // The first invalid field gets the focus.
    expect(email).toHaveFocus();
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors');
  });

  it('checks the e-mail format and the 3-character minimum (spec §9)', async () => {
    const { user, email, password } = await openSignIn();
    await user.type(email, 'jan.kowalski');
    await user.type(password, 'ab');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(
      await screen.findByText('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hasło musi mieć co najmniej 3 znaki.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'jan.kowalski@firma.pl');
    await user.type(password, 'c');
    await waitFor(() => expect(screen.queryByText(/Podaj poprawny adres/)).not.toBeInTheDocument());
    expect(screen.queryByText(/co najmniej 3 znaki/)).not.toBeInTheDocument();
  });

  it('checks a field once it loses the focus, then as it is typed', async () => {
    const { user, email } = await openSignIn();
    await user.type(email, 'jan');
    expect(screen.queryByText(/Podaj poprawny adres/)).not.toBeInTheDocument();
    await user.tab();
    expect(
      await screen.findByText('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The password was not left yet: no message under it.
    expect(screen.queryByText('Podaj hasło.')).not.toBeInTheDocument();

    await user.type(email, '@firma.pl');
    await waitFor(() => expect(screen.queryByText(/Podaj poprawny adres/)).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    expect(await screen.findByText('Podaj adres e-mail.')).toBeInTheDocument();
  });

  it('sends the address without the spaces around it and the password as typed', async () => {
    const { user, email, password, authHandlers } = await openSignIn();
    const sent: unknown[] = [];
    server.use(authHandlers.signInEmailPassword.unauthorized());
    const record = async ({ request }: { request: Request }) => {
      if (request.url.endsWith('/signin/email-password')) sent.push(await request.clone().json());
    };
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    await user.type(email, '  handlowiec@demo.rampa.pl ');
    await user.type(password, ' haslo ');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await screen.findByText('Nieprawidłowy e-mail lub hasło.');
    expect(sent).toEqual([{ email: 'handlowiec@demo.rampa.pl', password: ' haslo ' }]);
  });

  it('says in Polish when the server rejects the e-mail or password', async () => {
    const { user, email, password, authHandlers } = await openSignIn();
    server.use(authHandlers.signInEmailPassword.unauthorized());
    await user.type(email, 'handlowiec@demo.rampa.pl');
    await user.type(password, 'zle-haslo');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło.');
    expect(screen.getByRole('heading', { name: 'Zaloguj się', level: 1 })).toBeInTheDocument();
  });

  it('tells about a server that cannot be reached', async () => {
    const { user, email, password, authHandlers } = await openSignIn();
    server.use(authHandlers.signInEmailPassword.networkError());
    await user.type(email, 'handlowiec@demo.rampa.pl');
    await user.type(password, 'haslo');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Brak połączenia z serwerem/);
  });

  it('shows the pending state while signing in', async () => {
    const { user, email, password, authHandlers } = await openSignIn();
    server.use(authHandlers.signInEmailPassword.success(undefined, { delay: 'infinite' }));
    await user.type(email, 'handlowiec@demo.rampa.pl');
    await user.type(password, 'haslo');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('progressbar', { name: 'Logowanie…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zaloguj się/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('can be used with the keyboard alone', async () => {
    const { user, email, password, router } = await openSignIn();
    await user.tab();
    expect(email).toHaveFocus();
    await user.keyboard('handlowiec@demo.rampa.pl');
    await user.tab();
    expect(password).toHaveFocus();
    await user.keyboard('haslo{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
  });
});
