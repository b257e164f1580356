import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KlientCompanyDocument, NoticeByIdDocument, NoticeListDocument } from '@rampa/sdk';
import {
  createFieldAreaHandlers,
  createNoticeHandlers,
  fieldAreaHandlers,
  noticeHandlers,
  noticeId,
  noticeNumber,
  warehouseHandlers,
} from '@rampa/sdk/testing';
import {
  appScreen,
  pending,
  SCREEN_TIMEOUT,
  serverError,
  signedInAs,
  STORY_URLS,
} from '../../stories/appStory';

// The klient's area on the sdk's handlers: 57 fixture notices of his company (every status; 33 of them under
// way), one by id with its goods and history, the request form over the fixture warehouses and products.
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
        notices: [notices.listByStatus(), ...noticeHandlers(STORY_URLS.graphql)],
        field: fieldAreaHandlers(STORY_URLS.graphql),
        warehouses: warehouseHandlers(STORY_URLS.graphql),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const CLOSED_LABELS = ['Zakończona', 'Anulowana', 'Odrzucona', 'Niestawienie'];

/** His start page: the company's notices under way, a page of 25 of 33, each linking to its details. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Awizacje firmy', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Otwarte awizacje firmy' }, SCREEN_TIMEOUT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await expect(within(list).getByRole('link', { name: noticeNumber(1) })).toBeVisible();
    for (const label of CLOSED_LABELS) await expect(within(list).queryByText(label)).toBeNull();
    await expect(canvas.getByText('1–25 z 33', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Pokaż też zakończone/ })).not.toBeChecked();
    await expect(
      await canvas.findByText('Firma Testowa 1 Sp. z o.o. (KL-000001)', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** The switch (by keyboard) shows every notice, finished ones too, and keeps the choice in the address. */
export const AllNotices: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Otwarte awizacje firmy' }, SCREEN_TIMEOUT);
    canvas.getByRole('switch', { name: /Pokaż też zakończone/ }).focus();
    await userEvent.keyboard(' ');
    const list = await canvas.findByRole('list', { name: 'Awizacje firmy' }, SCREEN_TIMEOUT);
    await waitFor(
      () => expect(within(list).getAllByText('Zakończona').length).toBeGreaterThan(0),
      SCREEN_TIMEOUT,
    );
    await expect(canvas.getByText('1–25 z 57', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Pokaż też zakończone/ })).toBeChecked();
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
    await expect(await canvas.findByText('Brak otwartych awizacji', {}, SCREEN_TIMEOUT)).toBeVisible();
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

/** Rejected with another slot proposed: the reason and the slot, in the warehouse's time, side by side. */
export const DetailsRejectedWithProposal: Story = {
  parameters: {
    app: { path: `/klient/awizacje/${noticeId(1)}` },
    msw: {
      handlers: {
        notices: [
          notices.byId({
            status: 'rejected',
            rejection_reason: 'Brak wolnej rampy w tym oknie',
            // 10:00–11:00 in Warsaw (UTC+1).
            proposed_start: '2026-11-24T09:00:00.000Z',
            proposed_end: '2026-11-24T10:00:00.000Z',
          }),
          ...noticeHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: `Awizacja ${noticeNumber(1)}`, level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText('Brak wolnej rampy w tym oknie')).toBeVisible();
    const term = canvas.getByText('Proponowany termin');
    await expect(term.nextElementSibling).toHaveTextContent('24.11.2026, 10:00–11:00');
    await expect(canvas.queryByRole('button', { name: 'Anuluj zgłoszenie' })).toBeNull();
  },
};

/** The server is down: the page says so and offers to try again. */
export const DetailsError: Story = {
  parameters: {
    app: { path: `/klient/awizacje/${noticeId(1)}` },
    msw: {
      handlers: { notices: [serverError(NoticeByIdDocument), ...noticeHandlers(STORY_URLS.graphql)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać awizacji.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
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
    // The subtitle comes with his company; the form itself waits for the warehouses too.
    await userEvent.click(await canvas.findByRole('button', { name: 'Wyślij zgłoszenie' }, SCREEN_TIMEOUT));
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

/** The request form cannot load his company: it says so instead of a form he could not send. */
export const RequestLoadError: Story = {
  parameters: {
    app: { path: '/klient/nowa' },
    msw: {
      handlers: { field: [serverError(KlientCompanyDocument), ...fieldAreaHandlers(STORY_URLS.graphql)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać formularza.', { exact: false }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Wyślij zgłoszenie' })).toBeNull();
  },
};

/** A magazynier opens the request form: another role's screen. */
export const RequestNoAccess: Story = {
  parameters: { app: { path: '/klient/nowa' }, msw: { handlers: { auth: signedInAs('magazynier') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Wyślij zgłoszenie' })).toBeNull();
  },
};
