import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { toast } from '@rampa/design-system';
import { TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

afterEach(() => toast.clear());

async function openPage() {
  const app = renderApp('/nowe-haslo', { signedIn: true });
  await screen.findByRole('heading', { name: 'Ustaw nowe hasło', level: 1 });
  return {
    ...app,
    password: screen.getByLabelText(/^Nowe hasło/),
    repeat: screen.getByLabelText(/^Powtórz/),
  };
}

describe('the new-password page', () => {
  it('is private: a signed-out visitor goes to /', async () => {
    const { router } = renderApp('/nowe-haslo');
    await screen.findByRole('heading', { name: 'Zaloguj się', level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks both fields in Polish', async () => {
    const { user, password, repeat } = await openPage();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(await screen.findByText('Podaj nowe hasło.')).toBeInTheDocument();
    expect(screen.getByText('Powtórz nowe hasło.')).toBeInTheDocument();

    await user.type(password, 'ab');
    await user.type(repeat, 'ab');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(await screen.findByText('Hasło musi mieć co najmniej 3 znaki.')).toBeInTheDocument();

    await user.type(password, 'c');
    await user.type(repeat, 'd');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(await screen.findByText('Hasła nie są takie same.')).toBeInTheDocument();
    expect(repeat).toHaveAccessibleDescription('Hasła nie są takie same.');
  });

  it('saves the password as the signed-in user, then a toast and the dashboard', async () => {
    const { user, password, repeat, router } = await openPage();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_BACKEND_URL}/v1/auth/user/password`, async ({ request }) => {
        bodies.push({
          body: await request.json(),
          bearer: request.headers.get('authorization')?.startsWith('Bearer '),
        });
        return HttpResponse.json('OK');
      }),
    );
    await user.type(password, 'nowe-haslo-123');
    await user.type(repeat, 'nowe-haslo-123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
    expect(await screen.findByText('Hasło zostało zmienione.')).toBeInTheDocument();
    expect(bodies).toEqual([{ body: { newPassword: 'nowe-haslo-123' }, bearer: true }]);
  });

  it('puts the server’s "too short" next to the field, other failures above the button', async () => {
    const { user, password, repeat, authHandlers } = await openPage();
    server.use(
      authHandlers.changePassword.error({
        status: 400,
        error: 'password-too-short',
        message: 'Password is too short',
      }),
    );
    await user.type(password, 'abcd');
    await user.type(repeat, 'abcd{Enter}');
    expect(await screen.findByText('Hasło jest za krótkie.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Hasło jest za krótkie.');

    server.use(authHandlers.changePassword.serverError());
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Serwer jest chwilowo niedostępny/);
    expect(screen.getByRole('heading', { name: 'Ustaw nowe hasło', level: 1 })).toBeInTheDocument();
  });
});
