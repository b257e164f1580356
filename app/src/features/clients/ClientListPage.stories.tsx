import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClientListDocument } from '@rampa/sdk';
import { clientHandlers, createClientHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const clients = createClientHandlers(STORY_URLS.graphql);

const meta = {
  title: 'App/Klienci/Lista klientów',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/klienci/lista' },
    msw: { handlers: { auth: signedInAs('handlowiec'), clients: clientHandlers(STORY_URLS.graphql) } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 57 clients, the first page of 25. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Klienci', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByText('Razem: 57 klientów', {}, SCREEN_TIMEOUT)).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Lista klientów' });
    await expect(await canvas.findByRole('rowheader', { name: 'Firma Testowa 1 Sp. z o.o.' })).toBeVisible();
    await expect(table).toHaveTextContent('KL-000001');
    await expect(await canvas.findByText('1–25 z 57', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** "Moi klienci" (`?mine=true`): only the signed-in handlowiec's clients (every fifth fixture is another's). */
export const MyClients: Story = {
  parameters: { app: { path: '/handlowiec/klienci/lista?mine=true' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Znaleziono: 46 klientów', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Moi klienci' })).toBeChecked();
    await expect(canvas.getByRole('grid', { name: 'Lista klientów' })).not.toHaveTextContent(
      'Jan Wiśniewski',
    );
  },
};

/** More clients than the server counts: the total says "ponad 10 000", and paging goes on past it. */
export const MoreThanCounted: Story = {
  parameters: {
    msw: { handlers: { clients: [clients.hugeList(), ...clientHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Razem: ponad 10 000 klientów', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(await canvas.findByText('1–25 z ponad 10 000', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Następna strona' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { clients: [pending(ClientListDocument), ...clientHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Klienci', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByText('Ładowanie…')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Ładowanie' })).toBeVisible();
  },
};

/** No client in the organization yet: the table invites to add the first one. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { clients: [clients.emptyList(), ...clientHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Brak klientów', { selector: 'p' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Brak klientów' })).toBeVisible();
    await expect(canvas.getByText('Dodaj pierwszego klienta.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eksportuj CSV' })).toBeDisabled();
  },
};

/** A search that matches nothing: the empty state points at the filters instead. */
export const NoMatches: Story = {
  parameters: {
    app: { path: '/handlowiec/klienci/lista?q=nieistniejący' },
    msw: { handlers: { clients: [clients.emptyList(), ...clientHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak klientów spełniających kryteria' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Szukaj klientów' })).toHaveValue('nieistniejący');
    await expect(canvas.getByRole('button', { name: 'Wyczyść filtry' })).toBeVisible();
  },
};

/** The server answers the list with a GraphQL error. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { clients: [clients.listError(), ...clientHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać listy klientów.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** A warehouse worker (magazynier) opens the sales rep's list. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('magazynier') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText('Jako Magazynier nie masz tu dostępu')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do pulpitu' })).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Lista klientów' })).not.toBeInTheDocument();
  },
};

/** A user who is also a sales rep, now acting as magazynier: the refusal offers the switch. */
export const NoAccessWithOtherRole: Story = {
  parameters: {
    app: { path: '/handlowiec/klienci/lista', activeRole: 'magazynier' },
    msw: { handlers: { auth: signedInAs('handlowiec', 'magazynier') } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByRole('button', { name: 'Przełącz na rolę Handlowiec' })).toBeVisible();
  },
};
