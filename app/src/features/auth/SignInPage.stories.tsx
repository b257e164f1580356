import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { appScreen, authHandlers, SCREEN_TIMEOUT, signedOut } from '../../stories/appStory';

// The public page: "no access" does not apply (a signed-in visitor of `/` is sent to his start page), and
// there is no data to load; its loading state is a sign-in on its way.

const meta = {
  title: 'App/Logowanie',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/', signedIn: false },
    msw: { handlers: { auth: signedOut() } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function signInWithPassword(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(await canvas.findByLabelText(/E-mail/, {}, SCREEN_TIMEOUT), 'jan.kowalski@firma.pl');
  await userEvent.type(canvas.getByLabelText(/^Hasło/), 'tajne-haslo');
  await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj się' }));
}

/** The e-mail step of the magic link or the e-mail code (the button sends; Enter would too). */
async function sendTo(canvas: Canvas, userEvent: UserEvent, button: string) {
  await userEvent.type(await canvas.findByLabelText(/E-mail/, {}, SCREEN_TIMEOUT), 'jan.kowalski@firma.pl');
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

/** E-mail and password, with the other methods below. */
export const PasswordForm: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Zaloguj się', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail/)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wyślij link logowania' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zaloguj kodem z e-maila' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zaloguj kluczem bezpieczeństwa' })).toBeVisible();
  },
};

/** "Zaloguj się" on an empty form: Polish errors next to the fields. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Zaloguj się' }, SCREEN_TIMEOUT));
    await waitFor(() =>
      expect(canvas.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Podaj adres e-mail.'),
    );
    await expect(canvas.getByLabelText(/^Hasło/)).toHaveAccessibleDescription('Podaj hasło.');
  },
};

/** The sign-in is on its way (the server has not answered yet). */
export const SigningIn: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [authHandlers.signInEmailPassword.success(undefined, { delay: 'infinite' }), ...signedOut()],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await expect(await canvas.findByRole('progressbar', { name: 'Logowanie…' })).toBeInTheDocument();
  },
};

/** A wrong e-mail or password. */
export const WrongPassword: Story = {
  parameters: {
    msw: { handlers: { auth: [authHandlers.signInEmailPassword.unauthorized(), ...signedOut()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    const message = await canvas.findByText('Nieprawidłowy e-mail lub hasło.', {}, SCREEN_TIMEOUT);
    // In the form's alert region, so a screen reader announces it.
    await expect(message).toHaveAttribute('role', 'alert');
  },
};

/** The auth server fails (HTTP 500). */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { auth: [authHandlers.signInEmailPassword.serverError(), ...signedOut()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await expect(
      await canvas.findByText(
        'Serwer jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

/** The password was right and the account has two-step sign-in: the authenticator app's code. */
export const MfaStep: Story = {
  parameters: {
    msw: { handlers: { auth: [authHandlers.signInEmailPassword.needsMfa(), ...signedOut()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await expect(
      await canvas.findByRole('heading', { name: 'Logowanie dwuetapowe', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/Kod z aplikacji uwierzytelniającej/)).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Potwierdź kod' })).toBeVisible();
  },
};

/** A wrong authenticator code: the step stays, the field is emptied for another try. */
export const MfaWrongCode: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          authHandlers.signInEmailPassword.needsMfa(),
          authHandlers.signInMfaTotp.invalidTotp(),
          ...signedOut(),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    const code = await canvas.findByLabelText(/Kod z aplikacji uwierzytelniającej/, {}, SCREEN_TIMEOUT);
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Potwierdź kod' }));
    await expect(
      await canvas.findByText(/Nieprawidłowy kod\. Wpisz aktualny kod/, {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await waitFor(() => expect(code).toHaveValue(''));
  },
};

/** The magic-link step (`/?krok=link`). */
export const MagicLink: Story = {
  parameters: { app: { path: '/?krok=link' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Link logowania', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/E-mail/)).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Wyślij link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do logowania hasłem' })).toBeVisible();
  },
};

/** The link is sent: check the mailbox. */
export const MagicLinkSent: Story = {
  parameters: {
    app: { path: '/?krok=link' },
    msw: { handlers: { auth: [authHandlers.signInPasswordlessEmail.success(), ...signedOut()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await sendTo(canvas, userEvent, 'Wyślij link');
    await expect(await canvas.findByText('Sprawdź skrzynkę pocztową.', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(
      canvas.getByText(
        'Wysłaliśmy link logowania na adres jan.kowalski@firma.pl. Kliknij go, aby się zalogować.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wyślij link ponownie' })).toBeVisible();
  },
};

/** The e-mail-code step (`/?krok=kod`): first the address. */
export const EmailCode: Story = {
  parameters: { app: { path: '/?krok=kod' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Kod z e-maila', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wyślij kod' })).toBeVisible();
  },
};

/** The code is sent: type it in, or ask for a new one. */
export const EmailCodeSent: Story = {
  parameters: {
    app: { path: '/?krok=kod' },
    msw: { handlers: { auth: [authHandlers.signInOtpEmail.success(), ...signedOut()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await sendTo(canvas, userEvent, 'Wyślij kod');
    const code = await canvas.findByLabelText(/Kod z e-maila/, {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(
      canvas.getByText('Kod logowania wysłaliśmy na adres jan.kowalski@firma.pl. Jest ważny przez 5 minut.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wyślij nowy kod' })).toBeVisible();
  },
};

/** A wrong or expired e-mail code. */
export const EmailCodeWrong: Story = {
  parameters: {
    app: { path: '/?krok=kod' },
    msw: {
      handlers: {
        auth: [
          authHandlers.signInOtpEmail.success(),
          authHandlers.verifyOtpEmail.invalidTicket(),
          ...signedOut(),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await sendTo(canvas, userEvent, 'Wyślij kod');
    await userEvent.type(await canvas.findByLabelText(/Kod z e-maila/, {}, SCREEN_TIMEOUT), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj się' }));
    await expect(
      await canvas.findByText(
        'Kod jest nieprawidłowy lub wygasł. Sprawdź go albo poproś o nowy.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

/** A link from an e-mail that expired or was used: /verify sent the visitor back with `?error=`. */
export const ExpiredLink: Story = {
  parameters: {
    app: {
      path: '/?error=invalid-ticket&errorDescription=Invalid%20ticket',
      pageSearch: '?error=invalid-ticket&errorDescription=Invalid%20ticket',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Link z e-maila wygasł lub został już użyty. Poproś o nowy.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Zaloguj się', level: 1 })).toBeVisible();
  },
};
