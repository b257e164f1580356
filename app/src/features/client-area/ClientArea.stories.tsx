import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NoticeByIdDocument, NoticeListDocument } from '@rampa/sdk';
import {
  createFieldAreaHandlers,
  createNoticeHandlers,
  fieldAreaHandlers,
  noticeHandlers,
  noticeId,
  noticeNumber,
  warehouseHandlers,
} from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// The klient's area on the sdk's handlers: 57 fixture notices of his company (every status), one by id with its
// goods and history, the request form over the fixture warehouses and products.
const notices = createNoticeHandlers(STORY_URLS.graphql);
const field = createFieldAreaHandlers(STORY_URLS.graphql);

const meta = {
  title: 'App/Klient/Awizacje firmy',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/klient' },
    msw: {
      handlers: {
        auth: signedInAs('klient'),
        notices: noticeHandlers(STORY_URLS.graphql),
        field: fieldAreaHandlers(STORY_URLS.graphql),
        warehouses: warehouseHandlers(STORY_URLS.graphql),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's notices, a page of 25 of 57, each linking to its details. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Awizacje firmy', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Awizacje firmy' }, SCREEN_TIMEOUT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await expect(within(list).getByRole('link', { name: noticeNumber(1) })).toBeVisible();
    await expect(
      await canvas.findByText('Firma Testowa 1 Sp. z o.o. (KL-000001)', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { notices: [pending(NoticeListDocument), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie awizacji' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.emptyList(), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Brak awizacji', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.listError(), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać awizacji.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** A kierowca opens the klient's area. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('kierowca') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** One submitted notice: details, goods, history; cancelled from its page by keyboard. */
export const DetailsAndCancel: Story = {
  parameters: { app: { path: `/klient/awizacje/${noticeId(1)}` } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: `Awizacja ${noticeNumber(1)}`, level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Historia awizacji' })).toBeVisible();
    canvas.getByRole('button', { name: 'Anuluj zgłoszenie' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Anulować zgłoszenie ${noticeNumber(1)}?`,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj zgłoszenie' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), SCREEN_TIMEOUT);
  },
};

export const DetailsLoading: Story = {
  parameters: {
    app: { path: `/klient/awizacje/${noticeId(1)}` },
    msw: { handlers: { notices: [pending(NoticeByIdDocument), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie awizacji' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Another client's notice: the server gives nothing, so it is "not found". */
export const OtherClientsNotice: Story = {
  parameters: { app: { path: '/klient/awizacje/d0000000-0000-4000-8000-000000009999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nie znaleziono awizacji', level: 2 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** The request form: sending without an hour asks for one next to its field. */
export const Request: Story = {
  parameters: { app: { path: '/klient/nowa' } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nowa awizacja', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Dla firmy Firma Testowa 1 Sp. z o.o.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await expect(await canvas.findByText('Wybierz magazyn.', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** A klient whose profile points at no company cannot request. */
export const RequestWithoutCompany: Story = {
  parameters: {
    app: { path: '/klient/nowa' },
    msw: { handlers: { field: [field.klientWithoutCompany()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Twoje konto nie jest powiązane z firmą', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
