import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NoticeByIdDocument, UpdateNoticeWithItemsDocument } from '@rampa/sdk';
import {
  clientHandlers,
  createGraphqlHandlers,
  createNoticeHandlers,
  noticeHandlers,
  noticeId,
  noticeRefusal,
  warehouseHandlers,
} from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// The fixture list cycles through the statuses: #1 is "Zgłoszona", #2 "Potwierdzona", #9 a draft.
const path = (index: number) => `/handlowiec/awizacje/edit/${noticeId(index)}`;

const meta = {
  title: 'App/Awizacje/Edycja awizacji',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: path(1) },
    msw: {
      handlers: {
        auth: signedInAs('handlowiec'),
        clients: clientHandlers(STORY_URLS.graphql),
        notices: noticeHandlers(STORY_URLS.graphql),
        warehouses: warehouseHandlers(STORY_URLS.graphql),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sent notice: the form with its values, its history and documents. */
export const Submitted: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Awizacja AW/2026/11/0001', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Zapisz zmiany' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zapisz szkic' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Historia awizacji' })).toBeVisible();
    // The saved client and products keep their labels once their searches have answered.
    const client = canvas.getByRole('combobox', { name: 'Klient' });
    await waitFor(() => expect(client).toHaveValue('Firma Testowa 1 Sp. z o.o. (KL-000001)'), SCREEN_TIMEOUT);
    await expect(canvas.getByRole('combobox', { name: 'Produkt, pozycja 1' })).toHaveValue(
      'Cement portlandzki CEM I 32,5R 25 kg (CEM-325-25)',
    );
    await expect(canvas.getByText('Jednostka: opak.')).toBeVisible();
  },
};

/** A draft can be saved again or sent. */
export const Draft: Story = {
  parameters: { app: { path: path(9) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Zapisz szkic' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wyślij' })).toBeVisible();
  },
};

/** Confirmed by the warehouse: read-only with the reason; it may still be cancelled, with a reason. */
export const Locked: Story = {
  parameters: { app: { path: path(2) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(/magazyn już ją przyjął, więc nie można jej zmieniać/, {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Awizacja' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Anuluj awizację' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'alertdialog',
      {},
      SCREEN_TIMEOUT,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj awizację' }));
    await expect(
      await within(dialog).findByText('Podaj powód anulowania (co najmniej 3 znaki).', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

const notices = createNoticeHandlers(STORY_URLS.graphql);
const statusChanges: Record<string, unknown>[] = [];
const recordStatusChanges = graphql.operation(({ operationName, variables }) => {
  if (operationName === 'ChangeNoticeStatus') statusChanges.push(variables);
});

/** Cancelling a sent notice: the reason goes with the change into its history, a toast says it is done. */
export const Cancel: Story = {
  parameters: {
    msw: { handlers: { notices: [recordStatusChanges, ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    statusChanges.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Anuluj awizację' }, SCREEN_TIMEOUT));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Anulować awizację AW/2026/11/0001?' },
      SCREEN_TIMEOUT,
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Powód anulowania/ }),
      'Klient przesunął dostawę',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj awizację' }));
    const toast = await screen.findByText('Anulowano awizację AW/2026/11/0001', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: /Anulować awizację/ })).toBeNull());
    await expect(statusChanges).toHaveLength(1);
    await expect(JSON.stringify(statusChanges[0])).toContain('"status":"cancelled"');
    await expect(JSON.stringify(statusChanges[0])).toContain('"status_comment":"Klient przesunął dostawę"');
  },
};

/** The database refuses the cancellation (the warehouse moved the notice on meanwhile): its rule, in Polish. */
export const CancelRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        notices: [notices.changeStatusRefused('notice_transition'), ...noticeHandlers(STORY_URLS.graphql)],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Anuluj awizację' }, SCREEN_TIMEOUT));
    const dialog = await screen.findByRole('alertdialog', {}, SCREEN_TIMEOUT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Powód anulowania/ }), 'Zmiana planów');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj awizację' }));
    await expect(
      await within(dialog).findByText(
        'Ta zmiana statusu awizacji nie jest dozwolona w Twojej roli.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    // Nothing happened: the dialog stays open with the reason, to try again or close.
    await expect(within(dialog).getByRole('textbox', { name: /Powód anulowania/ })).toHaveValue(
      'Zmiana planów',
    );
  },
};

/** Saving is refused because the warehouse was switched off meanwhile: told next to the warehouse, in Polish. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        notices: [
          createGraphqlHandlers(STORY_URLS.graphql).errors(UpdateNoticeWithItemsDocument, [
            noticeRefusal('notice_warehouse_inactive'),
          ]),
          ...noticeHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const client = await canvas.findByRole('combobox', { name: 'Klient' }, SCREEN_TIMEOUT);
    await waitFor(() => expect(client).toHaveValue('Firma Testowa 1 Sp. z o.o. (KL-000001)'), SCREEN_TIMEOUT);
    await userEvent.click(await canvas.findByRole('button', { name: 'Zapisz zmiany' }, SCREEN_TIMEOUT));
    await expect(
      await canvas.findByText(
        'Ten magazyn jest wyłączony z użytku i nie przyjmuje nowych awizacji. Wybierz inny magazyn.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

/** An id that names no notice. */
export const NotFound: Story = {
  parameters: { app: { path: path(999) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nie ma takiej awizacji' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do listy awizacji' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { notices: [pending(NoticeByIdDocument), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie awizacji' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('magazynier') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Rejected with another slot proposed: the read-only summary gives the reason and the slot, in Warsaw time. */
export const RejectedWithProposal: Story = {
  parameters: {
    app: { path: path(6) },
    msw: {
      handlers: {
        notices: [
          createNoticeHandlers(STORY_URLS.graphql).byId({
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
    await expect(await canvas.findByText('Brak wolnej rampy w tym oknie', {}, SCREEN_TIMEOUT)).toBeVisible();
    const term = canvas.getByText('Proponowany termin');
    await expect(term.nextElementSibling).toHaveTextContent('24.11.2026, 10:00–11:00');
    await expect(canvas.queryByRole('button', { name: 'Zapisz zmiany' })).not.toBeInTheDocument();
  },
};
