import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@rampa/sdk';
import {
  PersonalAccessTokensDocument,
  resolveServiceUrls,
  SetNotificationEmailDocument,
  SecurityKeysDocument,
  UpdateProfileDocument,
} from '@rampa/sdk';
import {
  createAuthHandlers,
  createGraphqlHandlers,
  createStorageHandlers,
  createTestFileMetadata,
  createTestSession,
  createTestUser,
  FIXTURE_PAT,
  FIXTURE_PAT_ID,
  FIXTURE_TOTP_IMAGE_URL,
  FIXTURE_TOTP_SECRET,
  TEST_BACKEND_URL,
} from '@rampa/sdk/testing';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const urls = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL });

type UserChanges = Partial<Pick<User, 'displayName' | 'avatarUrl' | 'locale' | 'metadata'>>;

/**
 * /profil signed in, against MSW: GraphQL keeps the user's row (a token refresh answers with it, as the real
 * server does), storage is in memory, and the lists of keys and tokens start empty.
 */
async function openProfile(section = '', user: User = createTestUser({ avatarUrl: '' })) {
  let current = user;
  const updates: UserChanges[] = [];
  const tokens: { id: string; createdAt: string; expiresAt: string; metadata: unknown }[] = [];
  const graphql = createGraphqlHandlers(urls.graphql);
  const storage = createStorageHandlers(urls.storage);
  server.use(
    graphql.data(UpdateProfileDocument, ({ set }) => {
      updates.push(set as UserChanges);
      current = { ...current, ...(set as UserChanges) } as User;
      const { id, displayName, avatarUrl, locale, metadata } = current;
      return { updateUser: { id, displayName, avatarUrl, locale, metadata } };
    }),
    graphql.data(SecurityKeysDocument, { authUserSecurityKeys: [] }),
    graphql.data(PersonalAccessTokensDocument, () => ({ authRefreshTokens: [...tokens] })),
    ...storage.memory(),
  );
  const app = renderApp(`/profil${section}`, { signedIn: true });
  const auth = createAuthHandlers(urls.auth);
  server.use(auth.token.success(() => createTestSession({ user: current })));
  await screen.findByRole('heading', { name: 'Profil i ustawienia', level: 1 }, slow);
  // The start-up import answered with the handlers' default user; this one is the test's.
  await act(() => app.sdk.auth.refreshSession());
  const fill = async (field: HTMLElement, text: string) => {
    await app.user.clear(field);
    await app.user.click(field);
    await app.user.paste(text);
  };
  return { ...app, auth, updates, tokens, storage, fill, current: () => current };
}

describe('Profil & Ustawienia: Dane', { timeout: 30_000 }, () => {
  it('opens from the user menu, and the chosen tab is kept in the address', async () => {
    const graphql = createGraphqlHandlers(urls.graphql);
    server.use(
      graphql.data(SecurityKeysDocument, { authUserSecurityKeys: [] }),
      graphql.data(PersonalAccessTokensDocument, { authRefreshTokens: [] }),
    );
    const { user, router } = renderApp('/handlowiec/pulpit', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Menu użytkownika/ }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Profil & Ustawienia' }));
    expect(
      await screen.findByRole('heading', { name: 'Profil i ustawienia', level: 1 }, slow),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profil');
    expect(screen.getByRole('tab', { name: 'Dane' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Bezpieczeństwo' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sekcja: 'bezpieczenstwo' }));
    expect(screen.getByRole('heading', { name: 'Hasło' })).toBeInTheDocument();
  });

  it('checks the names in Polish and sends nothing while they are wrong', async () => {
    const { user, updates, fill } = await openProfile();
    const firstName = await screen.findByLabelText(/^Imię/);
    await waitFor(() => expect(firstName).toHaveValue('Anna'));
    await user.clear(firstName);
    await user.clear(screen.getByLabelText(/^Nazwisko/));
    await fill(screen.getByLabelText(/^Nazwisko/), 'N0wak');
    await user.click(screen.getByRole('button', { name: 'Zapisz dane' }));

    expect(await screen.findByText('Podaj imię.')).toBeInTheDocument();
    expect(
      screen.getByText('Nazwisko może zawierać tylko litery, spacje, myślniki i apostrofy.'),
    ).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveFocus();
    expect(updates).toEqual([]);
  });

  it('saves the name into metadata and displayName, with a toast, and the user menu follows', async () => {
    const { user, updates, fill } = await openProfile();
    const firstName = await screen.findByLabelText(/^Imię/);
    await waitFor(() => expect(firstName).toHaveValue('Anna'));
    await user.clear(firstName);
    await fill(firstName, 'Zofia Maria');
    await user.clear(screen.getByLabelText(/^Nazwisko/));
    await fill(screen.getByLabelText(/^Nazwisko/), "O'Brien-Kowalska");
    await user.click(screen.getByRole('button', { name: 'Zapisz dane' }));

    expect(await screen.findByText('Zapisano dane profilu')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        displayName: "Zofia Maria O'Brien-Kowalska",
        locale: 'pl',
        metadata: { firstName: 'Zofia Maria', lastName: "O'Brien-Kowalska" },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Menu użytkownika/ })).toHaveTextContent(
        "Zofia Maria O'Brien-Kowalska",
      ),
    );
  });

  it('says in Polish when the save fails', async () => {
    const { user, fill } = await openProfile();
    server.use(
      createGraphqlHandlers(urls.graphql).errors(UpdateProfileDocument, [
        { message: 'check constraint of an insert/update permission has failed' },
      ]),
    );
    const firstName = await screen.findByLabelText(/^Imię/);
    await waitFor(() => expect(firstName).toHaveValue('Anna'));
    await fill(firstName, 'na');
    await user.click(screen.getByRole('button', { name: 'Zapisz dane' }));
    expect(
      await screen.findByText('Nie udało się zapisać danych. Sprawdź połączenie i spróbuj ponownie.'),
    ).toBeInTheDocument();
  });
});

describe('Profil & Ustawienia: Powiadomienia', { timeout: 30_000 }, () => {
  it('switches notification e-mails off and on for the signed-in user', async () => {
    const { user, current } = await openProfile();
    const sent: { userId: string; on: boolean }[] = [];
    server.use(
      createGraphqlHandlers(urls.graphql).data(SetNotificationEmailDocument, (variables) => {
        sent.push(variables);
        return { update_profiles: { affected_rows: 1 } };
      }),
    );
    const toggle = await screen.findByRole('switch', { name: 'Powiadomienia także e-mailem' }, slow);
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ userId: current().id, on: false }]));
  });
});

describe('Profil & Ustawienia: Awatar', { timeout: 30_000 }, () => {
  it('refuses a file that is not an image, or too big, before sending it', async () => {
    const { storage } = await openProfile('?sekcja=awatar');
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['tekst'], 'notatka.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText(
        'Ten plik nie jest obsługiwanym obrazem. Wybierz plik JPG, PNG, WebP lub AVIF.',
      ),
    ).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(5_000_001)], 'duze.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Plik jest za duży. Zdjęcie może mieć najwyżej 5 MB.'),
    ).toBeInTheDocument();
    expect(storage.files.size).toBe(0);
  });

  it('uploads to the avatars bucket, links it as avatarUrl and shows it at 96 px; removing deletes the file', async () => {
    const { user, updates, storage } = await openProfile('?sekcja=awatar');
    // jsdom's Blob parts do not survive MSW's multipart parsing, so this upload answer reads only the bucket.
    server.use(
      http.post(`${urls.storage}/files`, async ({ request }) => {
        const form = await request.formData();
        const metadata = createTestFileMetadata({
          id: crypto.randomUUID(),
          bucketId: String(form.get('bucket-id')),
          name: 'awatar.png',
          mimeType: 'image/png',
        });
        storage.files.set(metadata.id, { metadata, content: new Blob(['png']) });
        return HttpResponse.json({ processedFiles: [metadata] }, { status: 201 });
      }),
    );
    expect(screen.getByRole('img', { name: 'Brak zdjęcia profilowego' })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'awatar.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Zapisano zdjęcie profilowe')).toBeInTheDocument();
    const [stored] = [...storage.files.values()];
    expect(stored?.metadata.bucketId).toBe('avatars');
    expect(updates).toEqual([{ avatarUrl: `${urls.storage}/files/${stored!.metadata.id}` }]);
    const image = await screen.findByRole('img', { name: 'Zdjęcie profilowe: Anna Nowak' });
    await waitFor(() => expect(image.getAttribute('src')).toContain('/presignedurl/contents?'));
    const src = new URL(image.getAttribute('src')!);
    expect([src.searchParams.get('w'), src.searchParams.get('h'), src.searchParams.get('q')]).toEqual([
      '96',
      '96',
      '80',
    ]);

    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie' }));
    await user.click(
      within(screen.getAllByRole('alertdialog').at(-1)!).getByRole('button', { name: 'Usuń zdjęcie' }),
    );
    expect(await screen.findByText('Usunięto zdjęcie profilowe')).toBeInTheDocument();
    expect(updates.at(-1)).toEqual({ avatarUrl: '' });
    await waitFor(() => expect(storage.files.size).toBe(0));
    expect(await screen.findByRole('img', { name: 'Brak zdjęcia profilowego' })).toBeInTheDocument();
  });

  it('explains a file the server refuses', async () => {
    const { user, storage } = await openProfile('?sekcja=awatar');
    server.use(storage.error('post', '/files', { status: 403, message: 'you are not authorized' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'awatar.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Serwer nie przyjął tego pliku: to nie jest obraz JPG, PNG, WebP ani AVIF.'),
    ).toBeInTheDocument();
  });
});

describe('Profil & Ustawienia: Bezpieczeństwo', { timeout: 30_000 }, () => {
  it('changes the password with Polish validation and a success toast', async () => {
    const { user, auth, fill } = await openProfile('?sekcja=bezpieczenstwo');
    server.use(auth.changePassword.success(), auth.signInEmailPassword.success(), auth.signOut.success());
    const form = screen.getByRole('form', { name: 'Zmiana hasła' });
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(form).findByText('Podaj obecne hasło.')).toBeInTheDocument();
    await fill(within(form).getByLabelText(/^Obecne hasło/), 'obecne-haslo');
    await fill(screen.getByLabelText(/^Nowe hasło/), 'ab');
    await fill(screen.getByLabelText(/^Powtórz nowe hasło/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Hasło musi mieć co najmniej 3 znaki.')).toBeInTheDocument();
    expect(screen.getByText('Hasła nie są takie same.')).toBeInTheDocument();

    await fill(screen.getByLabelText(/^Nowe hasło/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Zmieniono hasło. Użyj go przy następnym logowaniu.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nowe hasło/)).toHaveValue('');
  });

  it('refuses a wrong current password before changing anything', async () => {
    const { user, auth, fill } = await openProfile('?sekcja=bezpieczenstwo');
    const changes: unknown[] = [];
    server.use(
      auth.signInEmailPassword.unauthorized(),
      http.post(`${urls.auth}/user/password`, () => {
        changes.push('password');
        return HttpResponse.json('OK');
      }),
      http.post(`${urls.auth}/user/email/change`, () => {
        changes.push('email');
        return HttpResponse.json('OK');
      }),
    );
    const passwordForm = screen.getByRole('form', { name: 'Zmiana hasła' });
    await fill(within(passwordForm).getByLabelText(/^Obecne hasło/), 'zle-haslo');
    await fill(screen.getByLabelText(/^Nowe hasło/), 'nowe-haslo');
    await fill(screen.getByLabelText(/^Powtórz nowe hasło/), 'nowe-haslo');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(passwordForm).findByText('Obecne hasło jest nieprawidłowe.')).toBeInTheDocument();
    expect(within(passwordForm).getByLabelText(/^Obecne hasło/)).toHaveFocus();

    const emailForm = screen.getByRole('form', { name: 'Zmiana adresu e-mail' });
    await fill(screen.getByLabelText(/^Nowy adres e-mail/), 'anna.nowak@firma.pl');
    await fill(within(emailForm).getByLabelText(/^Obecne hasło/), 'zle-haslo');
    await user.click(screen.getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(await within(emailForm).findByText('Obecne hasło jest nieprawidłowe.')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('shows the server’s password refusal in Polish', async () => {
    const { user, auth, fill } = await openProfile('?sekcja=bezpieczenstwo');
    server.use(
      auth.signInEmailPassword.success(),
      auth.signOut.success(),
      auth.changePassword.error({
        status: 400,
        error: 'password-in-hibp-database',
        message: 'Password is in HIBP',
      }),
    );
    const form = screen.getByRole('form', { name: 'Zmiana hasła' });
    await fill(within(form).getByLabelText(/^Obecne hasło/), 'obecne-haslo');
    await fill(screen.getByLabelText(/^Nowe hasło/), 'haslo123');
    await fill(screen.getByLabelText(/^Powtórz nowe hasło/), 'haslo123');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(
      await screen.findByText('To hasło wyciekło w znanym wycieku danych. Wybierz inne.'),
    ).toBeInTheDocument();
  });

  it('asks for a different e-mail and confirms that the link was sent', async () => {
    const { user, auth, fill } = await openProfile('?sekcja=bezpieczenstwo');
    server.use(auth.changeEmail.success(), auth.signInEmailPassword.success(), auth.signOut.success());
    const form = screen.getByRole('form', { name: 'Zmiana adresu e-mail' });
    await fill(within(form).getByLabelText(/^Obecne hasło/), 'obecne-haslo');
    const field = screen.getByLabelText(/^Nowy adres e-mail/);
    await fill(field, 'HANDLOWIEC@demo.rampa.pl');
    await user.click(screen.getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(await screen.findByText('To jest Twój obecny adres e-mail. Podaj inny.')).toBeInTheDocument();

    await user.clear(field);
    await fill(field, 'anna.nowak@firma.pl');
    await user.click(screen.getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(
      await screen.findByText(/Wysłaliśmy link potwierdzający na adres anna.nowak@firma.pl/),
    ).toBeInTheDocument();
  });

  it('turns on TOTP: QR code with Polish alt text, the secret, and a code check', async () => {
    const { user, auth, fill } = await openProfile('?sekcja=bezpieczenstwo');
    server.use(auth.generateTotp.success(), auth.userMfa.invalidTotp({ once: true }), auth.userMfa.success());
    await user.click(screen.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }));
    const qr = await screen.findByRole('img', {
      name: 'Kod QR do dodania konta Rampa w aplikacji uwierzytelniającej',
    });
    expect(qr).toHaveAttribute('src', FIXTURE_TOTP_IMAGE_URL);
    expect(screen.getByText(FIXTURE_TOTP_SECRET)).toBeInTheDocument();

    const code = screen.getByLabelText(/^Kod z aplikacji/);
    await fill(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }));
    expect(await screen.findByText('Kod ma 6 cyfr.')).toBeInTheDocument();

    await user.clear(code);
    await fill(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }));
    expect(
      await screen.findByText(
        'Nieprawidłowy kod. Wpisz aktualny, 6-cyfrowy kod z aplikacji uwierzytelniającej.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }));
    expect(await screen.findByText('Włączono logowanie dwuetapowe.')).toBeInTheDocument();
  });

  it('turns TOTP off only with a code', async () => {
    const { user, auth, fill } = await openProfile(
      '?sekcja=bezpieczenstwo',
      createTestUser({ avatarUrl: '', activeMfaType: 'totp' } as Partial<User>),
    );
    server.use(auth.userMfa.success());
    expect(await screen.findByText('Włączone')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyłącz logowanie dwuetapowe' }));
    expect(await screen.findByText('Wpisz kod z aplikacji uwierzytelniającej.')).toBeInTheDocument();
    await fill(screen.getByLabelText(/^Kod z aplikacji/), '654321');
    await user.click(screen.getByRole('button', { name: 'Wyłącz logowanie dwuetapowe' }));
    expect(await screen.findByText('Wyłączono logowanie dwuetapowe.')).toBeInTheDocument();
  });

  it('says in Polish that this browser has no WebAuthn', async () => {
    await openProfile('?sekcja=bezpieczenstwo');
    expect(
      await screen.findByText(/Ta przeglądarka nie obsługuje kluczy bezpieczeństwa/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Brak kluczy bezpieczeństwa')).toBeInTheDocument();
  });

  it('creates a personal access token, shows it once and lists it', async () => {
    const { user, auth, tokens, fill } = await openProfile('?sekcja=bezpieczenstwo');
    server.use(auth.createPat.success());
    expect(await screen.findByText('Brak tokenów dostępu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Utwórz token' }));
    expect(await screen.findByText('Nazwij token, np. „Integracja z ERP”.')).toBeInTheDocument();

    tokens.push({
      id: FIXTURE_PAT_ID,
      createdAt: '2026-11-22T08:00:00Z',
      expiresAt: '2027-02-20T08:00:00Z',
      metadata: { name: 'Integracja ERP' },
    });
    await fill(screen.getByLabelText(/^Nazwa tokenu/), 'Integracja ERP');
    await user.click(screen.getByRole('button', { name: 'Utwórz token' }));
    expect(await screen.findByLabelText('Token Integracja ERP')).toHaveTextContent(FIXTURE_PAT);
    expect(screen.getByRole('button', { name: 'Kopiuj token' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Twoje tokeny dostępu' });
    expect(list).toHaveTextContent('Integracja ERP');
    expect(list).toHaveTextContent('ważny do 20.02.2027');

    await user.click(screen.getByRole('button', { name: 'Gotowe, skopiowałem' }));
    expect(screen.queryByText(FIXTURE_PAT)).not.toBeInTheDocument();
  });

  it('signs out everywhere after a confirmation', async () => {
    const { user, router, auth } = await openProfile('?sekcja=bezpieczenstwo');
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/signout'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    server.use(auth.signOut.success());
    await user.click(screen.getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' }));
    await user.click(screen.getByRole('button', { name: 'Wyloguj wszędzie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([expect.objectContaining({ all: true })]);
  });
});
