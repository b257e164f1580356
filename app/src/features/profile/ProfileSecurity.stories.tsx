import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PersonalAccessTokensDocument, SecurityKeysDocument } from '@rampa/sdk';
import { createGraphqlHandlers } from '@rampa/sdk/testing';
import { appScreen, authHandlers, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// Profil › Bezpieczeństwo: a password or e-mail change asks for the current password first (issue 15). The
// page is the signed-in user's own, so "no access" does not apply; its lists (keys, tokens) start empty.

const graphql = createGraphqlHandlers(STORY_URLS.graphql);
const emptyLists = [
  graphql.data(SecurityKeysDocument, { authUserSecurityKeys: [] }),
  graphql.data(PersonalAccessTokensDocument, { authRefreshTokens: [] }),
];

const meta = {
  title: 'App/Profil/Bezpieczeństwo',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/profil?sekcja=bezpieczenstwo' },
    msw: { handlers: { auth: signedInAs('handlowiec'), profile: emptyLists } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const passwordForm = async (canvas: Canvas) =>
  canvas.findByRole('form', { name: 'Zmiana hasła' }, SCREEN_TIMEOUT);

/** Both forms ask for the current password. */
export const Forms: Story = {
  play: async ({ canvas }) => {
    const form = await passwordForm(canvas);
    await expect(within(form).getByLabelText(/^Obecne hasło/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    const email = canvas.getByRole('form', { name: 'Zmiana adresu e-mail' });
    await expect(within(email).getByLabelText(/^Obecne hasło/)).toBeVisible();
  },
};

/** "Zmień hasło" on an empty form: Polish errors next to the fields. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await passwordForm(canvas);
    await userEvent.click(within(form).getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Obecne hasło/)).toHaveAccessibleDescription('Podaj obecne hasło.'),
    );
  },
};

/** A wrong current password: refused on its field, nothing is changed. */
export const WrongCurrentPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [authHandlers.signInEmailPassword.unauthorized(), ...signedInAs('handlowiec')],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await passwordForm(canvas);
    await userEvent.type(within(form).getByLabelText(/^Obecne hasło/), 'zle-haslo');
    await userEvent.type(within(form).getByLabelText(/^Nowe hasło/), 'nowe-haslo');
    await userEvent.type(within(form).getByLabelText(/^Powtórz nowe hasło/), 'nowe-haslo');
    await userEvent.click(within(form).getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Obecne hasło/)).toHaveAccessibleDescription(
        'Obecne hasło jest nieprawidłowe.',
      ),
    );
  },
};

/** The right current password: the new one is saved. */
export const Changed: Story = {
  parameters: {
    msw: { handlers: { auth: [authHandlers.changePassword.success(), ...signedInAs('handlowiec')] } },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await passwordForm(canvas);
    await userEvent.type(within(form).getByLabelText(/^Obecne hasło/), 'obecne-haslo');
    await userEvent.type(within(form).getByLabelText(/^Nowe hasło/), 'nowe-haslo');
    await userEvent.type(within(form).getByLabelText(/^Powtórz nowe hasło/), 'nowe-haslo');
    await userEvent.click(within(form).getByRole('button', { name: 'Zmień hasło' }));
    await expect(
      await within(document.body).findByText(
        'Zmieniono hasło. Użyj go przy następnym logowaniu.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeInTheDocument();
  },
};
