import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ClientByCodeDocument } from '@rampa/sdk';
import {
  clientHandlers,
  createClientHandlers,
  createNoticeHandlers,
  noticeHandlers,
} from '@rampa/sdk/testing';
import {
  appScreen,
  pending,
  SCREEN_TIMEOUT,
  serverError,
  signedInAs,
  STORY_URLS,
} from '../../stories/appStory';

const meta = {
  title: 'App/Klienci/Edycja klienta',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/klienci/edycja?clientCode=KL-000003' },
    msw: {
      handlers: {
        auth: signedInAs('handlowiec'),
        clients: clientHandlers(STORY_URLS.graphql),
        notices: noticeHandlers(STORY_URLS.graphql),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** KL-000003 loaded into the form, with its tabs (contacts, consents, history). */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Firma Testowa 3 Sp. z o.o.', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText(/KL-000003 · firma/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nazwa firmy/ })).toHaveValue(
      'Firma Testowa 3 Sp. z o.o.',
    );
    await expect(canvas.getByRole('tab', { name: 'Osoby kontaktowe (1)' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Zapisz zmiany' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

const openNoticesTab = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Awizacje' }, SCREEN_TIMEOUT));
  return canvas;
};

/** The client's awizacje: paged by the server, each row a link, and a new one for this client. */
export const NoticesTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openNoticesTab(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Awizacje klienta' }, SCREEN_TIMEOUT);
    await expect(await within(table).findByRole('rowheader', { name: 'AW/2026/11/0001' })).toBeVisible();
    await expect(canvas.getByText('Razem: 57 awizacji')).toBeVisible();
    await expect(canvas.getByText('1–10 z 57')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nowa awizacja dla klienta' })).toHaveAttribute(
      'href',
      '/handlowiec/awizacje/nowa?client=KL-000003',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Następna/ }));
    await expect(await within(table).findByRole('rowheader', { name: 'AW/2026/11/0011' })).toBeVisible();
  },
};

export const NoticesTabEmpty: Story = {
  parameters: {
    msw: {
      handlers: {
        notices: [
          createNoticeHandlers(STORY_URLS.graphql).emptyList(),
          ...noticeHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openNoticesTab(canvasElement);
    await expect(
      await canvas.findByText('Klient nie ma jeszcze awizacji.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Brak awizacji', level: 2 })).toBeVisible();
  },
};

export const NoticesTabError: Story = {
  parameters: {
    msw: {
      handlers: {
        notices: [
          createNoticeHandlers(STORY_URLS.graphql).listError(),
          ...noticeHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openNoticesTab(canvasElement);
    await expect(
      await canvas.findByText('Nie udało się wczytać awizacji klienta.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { clients: [pending(ClientByCodeDocument), ...clientHandlers(STORY_URLS.graphql)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Edycja klienta', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Ładowanie danych klienta' })).toBeVisible();
  },
};

/** A code no client of the organization has. */
export const NotFound: Story = {
  parameters: { app: { path: '/handlowiec/klienci/edycja?clientCode=KL-999999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Nie znaleziono klienta KL-999999', level: 2 },
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Przejdź do listy klientów' })).toHaveAttribute(
      'href',
      '/handlowiec/klienci/lista',
    );
  },
};

/** The address names no client (`?clientCode=` missing). */
export const NoClientCode: Story = {
  parameters: { app: { path: '/handlowiec/klienci/edycja' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nie wybrano klienta', level: 2 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** The server is down (HTTP 500) when the client is asked for. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: { clients: [serverError(ClientByCodeDocument), ...clientHandlers(STORY_URLS.graphql)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać danych klienta KL-000003.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Edycja klienta', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** The server refuses the data (access-denied): "Brak dostępu" at once, no retries and no retry button. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: {
        clients: [
          createClientHandlers(STORY_URLS.graphql).byCodeDenied(),
          ...clientHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText('Nie masz dostępu do tych danych')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Ładowanie…')).not.toBeInTheDocument();
  },
};

/** A customer's account (klient) opens a client's edit page. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('klient') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText('Jako Klient nie masz tu dostępu')).toBeVisible();
    await expect(
      canvas.getByText('Ta część aplikacji jest dla roli: Handlowiec lub Administrator.'),
    ).toBeVisible();
  },
};
