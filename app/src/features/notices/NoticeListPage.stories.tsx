import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NoticeListDocument } from '@rampa/sdk';
import {
  clientHandlers,
  clientId,
  createNoticeHandlers,
  createWarehouseHandlers,
  FIXTURE_RAMPS,
  FIXTURE_WAREHOUSE,
  noticeHandlers,
  noticeId,
  warehouseHandlers,
} from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const notices = createNoticeHandlers(STORY_URLS.graphql);
const warehouses = createWarehouseHandlers(STORY_URLS.graphql);

/** Records the variables of the page's requests of `operation`, then lets the story's handlers answer. */
function recorder(operation: string) {
  const seen: Record<string, unknown>[] = [];
  const handler = graphql.operation(({ operationName, variables }) => {
    if (operationName === operation) seen.push(variables);
  });
  return { seen, handler };
}
const listRequests = recorder('NoticeList');
const bulkRequests = recorder('ChangeNoticeStatusMany');

const meta = {
  title: 'App/Awizacje/Lista awizacji',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/awizacje/lista' },
    msw: {
      handlers: {
        auth: signedInAs('handlowiec'),
        notices: noticeHandlers(STORY_URLS.graphql),
        warehouses: warehouseHandlers(STORY_URLS.graphql),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 57 awizacje, the first page of 25. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Awizacje', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByText('Razem: 57 awizacji', {}, SCREEN_TIMEOUT)).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Lista awizacji' });
    await expect(await canvas.findByRole('rowheader', { name: 'AW/2026/11/0001' })).toBeVisible();
    await expect(table).toHaveTextContent('Dostawa');
    await expect(await canvas.findByText('1–25 z 57', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** More awizacje than the server counts: the total says "ponad 10 000". */
export const Huge: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.hugeList(), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Razem: ponad 10 000 awizacji', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { notices: [pending(NoticeListDocument), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Awizacje', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByText('Ładowanie…')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Ładowanie' })).toBeVisible();
  },
};

/** No awizacja yet: the table invites to plan the first one. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.emptyList(), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Brak awizacji', { selector: 'p' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Brak awizacji' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eksportuj CSV' })).toBeDisabled();
  },
};

/** Filters from the URL that match nothing. */
export const NoMatches: Story = {
  parameters: {
    app: { path: '/handlowiec/awizacje/lista?q=WX999&status=draft&direction=inbound' },
    msw: { handlers: { notices: [notices.emptyList(), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak awizacji spełniających kryteria' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Szukaj awizacji' })).toHaveValue('WX999');
    await expect(canvas.getByRole('button', { name: 'Wyczyść filtry' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.listError(), ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać listy awizacji.', {}, SCREEN_TIMEOUT),
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
    await expect(canvas.queryByRole('grid', { name: 'Lista awizacji' })).not.toBeInTheDocument();
  },
};

/**
 * Filters by client and ramp from the URL (`?client=KL-000001&warehouse=…&ramp=…`): the client by its code,
 * the ramp among the chosen warehouse's. A switched-off warehouse or ramp is not offered.
 */
export const ClientAndRampFilters: Story = {
  parameters: {
    app: {
      path: `/handlowiec/awizacje/lista?client=KL-000001&warehouse=${FIXTURE_WAREHOUSE.id}&ramp=${FIXTURE_RAMPS[1].id}`,
    },
    msw: {
      handlers: {
        clients: clientHandlers(STORY_URLS.graphql),
        warehouses: [warehouses.listWithInactive()],
        notices: [listRequests.handler, ...noticeHandlers(STORY_URLS.graphql)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    listRequests.seen.length = 0;
    // The field starts with the code and shows the client's name once looked up.
    await waitFor(
      () =>
        expect(canvas.getByRole('combobox', { name: 'Klient' })).toHaveValue(
          'Firma Testowa 1 Sp. z o.o. (KL-000001)',
        ),
      SCREEN_TIMEOUT,
    );
    await canvas.findByRole('rowheader', { name: 'AW/2026/11/0001' }, SCREEN_TIMEOUT);
    // The list asked for that client's notices at that ramp (the client's id looked up by its code).
    await expect(JSON.stringify(listRequests.seen.at(-1)?.where)).toContain(
      `"client_id":{"_eq":"${clientId(1)}"}`,
    );
    await expect(JSON.stringify(listRequests.seen.at(-1)?.where)).toContain(
      `"ramp_id":{"_eq":"${FIXTURE_RAMPS[1].id}"}`,
    );
    await expect(canvas.getByRole('button', { name: 'Wyczyść filtry' })).toBeVisible();

    // The ramp list is the chosen warehouse's, without the switched-off Rampa 4.
    // A select's button is named by its value, then its label.
    const rampSelect = canvas.getByRole('button', { name: /Rampa$/ });
    await waitFor(() => expect(rampSelect).toHaveTextContent('Rampa 2'), SCREEN_TIMEOUT);
    await userEvent.click(rampSelect);
    const ramps = await screen.findByRole('listbox');
    await expect(
      within(ramps)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wszystkie', 'Rampa 1', 'Rampa 2', 'Rampa 3']);
    await userEvent.keyboard('{Escape}');
    // Nor is the closed Poznań warehouse.
    await userEvent.click(canvas.getByRole('button', { name: /Magazyn$/ }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).queryByRole('option', { name: 'Magazyn Poznań (zamknięty)' })).toBeNull();
    // Another warehouse: its ramps, none chosen.
    await userEvent.click(within(list).getByRole('option', { name: 'Magazyn Gdańsk Port' }));
    await waitFor(() => expect(JSON.stringify(listRequests.seen.at(-1)?.where)).not.toContain('ramp_id'));
  },
};

/** Selecting rows and cancelling them at once: only the drafts among them go, after a confirmation. */
export const BulkCancel: Story = {
  parameters: {
    msw: { handlers: { notices: [bulkRequests.handler, ...noticeHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas, userEvent }) => {
    bulkRequests.seen.length = 0;
    const table = await canvas.findByRole('grid', { name: 'Lista awizacji' }, SCREEN_TIMEOUT);
    const select = async (number: string) => {
      const row = (await within(table).findByRole('rowheader', { name: number })).closest('[role="row"]');
      await userEvent.click(within(row as HTMLElement).getByRole('checkbox'));
    };
    // 0009 and 0018 are drafts, 0001 is not.
    await select('AW/2026/11/0009');
    await select('AW/2026/11/0018');
    await select('AW/2026/11/0001');
    const bar = canvas.getByRole('region', { name: 'Działania na zaznaczonych' });
    await expect(bar).toHaveTextContent('Zaznaczono 3 awizacje');
    await expect(bar).toHaveTextContent('Anulowane zostaną tylko szkice (2).');
    await userEvent.click(within(bar).getByRole('button', { name: 'Anuluj szkice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anulować zaznaczone szkice?' });
    await expect(dialog).toHaveTextContent('2 awizacje w statusie „Szkic” zmieni status na „Anulowana”.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj szkice' }));
    const toast = await screen.findByText('Anulowano 2 awizacje', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(bulkRequests.seen).toEqual([
      { ids: [noticeId(9), noticeId(18)], status: 'cancelled', comment: 'Anulowano zbiorczo z listy' },
    ]);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Działania na zaznaczonych' })).toBeNull(),
    );
  },
};
