import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { CreateClientDocument } from '@rampa/sdk';
import { clientHandlers, createGraphqlHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const graphqlHandlers = createGraphqlHandlers(STORY_URLS.graphql);

const meta = {
  title: 'App/Klienci/Nowy klient',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/klienci/nowy-klient' },
    msw: { handlers: { auth: signedInAs('handlowiec'), clients: clientHandlers(STORY_URLS.graphql) } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blank form: company by default, with the optional contact person and consents. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nowy klient', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'firma' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Nazwa firmy/ })).toHaveValue('');
    await expect(
      await canvas.findByRole('group', { name: 'Osoba kontaktowa (opcjonalnie)' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Dodaj klienta' }, SCREEN_TIMEOUT)).toBeEnabled();
  },
};

/** A NIP other clients of the organization already have: a warning with links to them; saving stays possible. */
export const DuplicateNip: Story = {
  play: async ({ canvas, userEvent }) => {
    const nip = await canvas.findByRole('textbox', { name: 'NIP' }, SCREEN_TIMEOUT);
    await userEvent.type(nip, '5422845917');
    await userEvent.tab();
    await expect(
      await canvas.findByText(/Klienci z tym NIP-em już istnieją/, {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'KL-000001 Firma Testowa 1 Sp. z o.o.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Opiekun/ })).toHaveTextContent('Anna Nowak');
    await expect(await canvas.findByRole('button', { name: 'Dodaj klienta' }, SCREEN_TIMEOUT)).toBeEnabled();
  },
};

/** "Dodaj klienta" on a form with a missing name and a wrong NIP: Polish errors next to the fields. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const nip = await canvas.findByRole('textbox', { name: 'NIP' }, SCREEN_TIMEOUT);
    await userEvent.type(nip, '5422845918');
    await userEvent.click(await canvas.findByRole('button', { name: 'Dodaj klienta' }, SCREEN_TIMEOUT));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Nazwa firmy/ })).toHaveAccessibleDescription(
        'To pole jest wymagane',
      ),
    );
    await expect(nip).toHaveAccessibleDescription(/Nieprawidłowy NIP/);
    await expect(nip).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The save is on its way (the server has not answered yet). */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: { clients: [pending(CreateClientDocument), ...clientHandlers(STORY_URLS.graphql)] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Nazwa firmy/ }, SCREEN_TIMEOUT);
    await userEvent.type(name, 'Hurtownia Testowa');
    await userEvent.click(await canvas.findByRole('button', { name: 'Dodaj klienta' }, SCREEN_TIMEOUT));
    await expect(await canvas.findByRole('progressbar', { name: 'Zapisywanie…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Dodaj klienta/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** The server refuses the REGON (a database check): the error lands on its field. */
export const RejectedField: Story = {
  parameters: {
    msw: {
      handlers: {
        clients: [
          graphqlHandlers.errors(CreateClientDocument, [
            {
              message:
                'Check constraint violation. new row for relation "clients" violates check constraint "clients_regon_check"',
              extensions: { code: 'constraint-violation' },
            },
          ]),
          ...clientHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Nazwa firmy/ }, SCREEN_TIMEOUT);
    await userEvent.type(name, 'Hurtownia Testowa');
    await userEvent.click(await canvas.findByRole('button', { name: 'Dodaj klienta' }, SCREEN_TIMEOUT));
    const regon = canvas.getByRole('textbox', { name: 'REGON' });
    await waitFor(() => expect(regon).toHaveAccessibleDescription(/Nieprawidłowy REGON/), SCREEN_TIMEOUT);
  },
};

/** The save fails for a reason no field explains: a message above the form and a toast. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        clients: [
          graphqlHandlers.errors(CreateClientDocument, [
            { message: 'database query error', extensions: { code: 'unexpected' } },
          ]),
          ...clientHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Nazwa firmy/ }, SCREEN_TIMEOUT);
    await userEvent.type(name, 'Hurtownia Testowa');
    await userEvent.click(await canvas.findByRole('button', { name: 'Dodaj klienta' }, SCREEN_TIMEOUT));
    await expect(
      await canvas.findByText('Nie udało się zapisać klienta. Spróbuj ponownie.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    // The toast region lives outside the story's canvas; the toast fades in.
    const toast = await screen.findByText('Nie udało się dodać klienta', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** A driver (kierowca) opens the sales rep's form. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('kierowca') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText('Jako Kierowca nie masz tu dostępu')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Dane klienta' })).not.toBeInTheDocument();
  },
};
