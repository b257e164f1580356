import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NoticeListDocument, WarehouseListDocument } from '@rampa/sdk';
import {
  createNoticeHandlers,
  noticeListItemFixture,
  createWarehouseHandlers,
  noticeHandlers,
  warehouseHandlers,
} from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// The fixture notices lie on Monday 23 November 2026 in the Stryków warehouse: 12 of them, every status.
const WAREHOUSE_ID = 'a0000000-0000-4000-8000-000000000001';
const PATH = `/magazynier/?warehouse=${WAREHOUSE_ID}&day=2026-11-23`;
const COUNT = 12;
const notices = createNoticeHandlers(STORY_URLS.graphql, { count: COUNT });
const warehouses = createWarehouseHandlers(STORY_URLS.graphql);
const defaults = () => noticeHandlers(STORY_URLS.graphql, { count: COUNT });

const meta = {
  title: 'App/Magazynier/Plan dnia',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: PATH },
    msw: {
      handlers: {
        auth: signedInAs('magazynier'),
        notices: defaults(),
        warehouses: warehouseHandlers(STORY_URLS.graphql),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const actionsOf = async (canvas: ReturnType<typeof within>, number: string) =>
  canvas.findByRole('group', { name: `Działania: ${number}` }, SCREEN_TIMEOUT);

/** The day's ramps × hours and its notices, each with the actions its status allows. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Plan dnia', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Centrum Dystrybucyjne Stryków, 23.11.2026', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Zajętość ramp, 23.11.2026' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Awizacje dnia' }, SCREEN_TIMEOUT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(COUNT);
    // Zgłoszona: confirm or reject; Na placu (a delivery): start unloading; W realizacji: complete.
    const submitted = await actionsOf(canvas, 'AW/2026/11/0001');
    await expect(within(submitted).getByRole('button', { name: 'Potwierdź' })).toBeVisible();
    await expect(within(submitted).getByRole('button', { name: 'Odrzuć' })).toBeVisible();
    const confirmed = await actionsOf(canvas, 'AW/2026/11/0002');
    await expect(within(confirmed).getByRole('button', { name: 'Przyjazd' })).toBeVisible();
    await expect(within(confirmed).getByRole('button', { name: 'Niestawienie' })).toBeVisible();
    const arrived = await actionsOf(canvas, 'AW/2026/11/0003');
    await expect(within(arrived).getByRole('button', { name: /Rozładunek|Załadunek/ })).toBeVisible();
    await expect(within(await actionsOf(canvas, 'AW/2026/11/0004')).getByRole('button')).toHaveTextContent(
      'Zakończ',
    );
    // A completed or cancelled notice offers nothing.
    await expect(canvas.queryByRole('group', { name: 'Działania: AW/2026/11/0005' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Działania: AW/2026/11/0007' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { notices: [pending(NoticeListDocument), ...defaults()] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Plan dnia', level: 1 }, SCREEN_TIMEOUT);
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie awizacji' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const LoadingWarehouses: Story = {
  parameters: {
    msw: { handlers: { warehouses: [pending(WarehouseListDocument)] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Plan dnia', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getAllByText('Ładowanie…')[0]).toBeVisible();
  },
};

/** A quiet day: the ramps are free and the list says so. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.emptyList(), ...defaults()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak awizacji na ten dzień' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Zajętość ramp, 23.11.2026' })).toBeVisible();
  },
};

/** An organization without a warehouse yet. */
export const NoWarehouses: Story = {
  parameters: {
    msw: { handlers: { warehouses: [warehouses.emptyList()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak magazynów' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.listError(), ...defaults()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać awizacji dnia.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** A sales rep (handlowiec) opens the warehouse's area. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('handlowiec') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Awizacje dnia' })).not.toBeInTheDocument();
  },
};

/**
 * Confirming a submitted delivery planned 06:30–07:30 on Rampa 2, which is taken then: the dialog offers
 * Rampa 1 at the planned window instead.
 */
export const Confirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const actions = await actionsOf(canvas, 'AW/2026/11/0001');
    await userEvent.click(within(actions).getByRole('button', { name: 'Potwierdź' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź awizację AW/2026/11/0001' });
    await waitFor(() => expect(dialog).toHaveTextContent('Rampa 1 (wolnych okien'), SCREEN_TIMEOUT);
    await expect(dialog).toHaveTextContent('06:30–07:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    const toast = await screen.findByText('Potwierdzono awizację AW/2026/11/0001', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The database refuses (another magazynier took the window meanwhile): its rule in Polish, in the dialog. */
export const ConfirmRefused: Story = {
  parameters: {
    msw: { handlers: { notices: [notices.changeStatusRefused('notice_ramp_overlap'), ...defaults()] } },
  },
  play: async ({ canvas, userEvent }) => {
    const actions = await actionsOf(canvas, 'AW/2026/11/0001');
    await userEvent.click(within(actions).getByRole('button', { name: 'Potwierdź' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź awizację AW/2026/11/0001' });
    await waitFor(() => expect(dialog).toHaveTextContent('Rampa 1 (wolnych okien'), SCREEN_TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    await expect(
      await within(dialog).findByText(
        'Ta rampa jest już zajęta w wybranym oknie czasowym. Wybierz inny termin lub rampę.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

/** Rejecting needs a reason: asked for next to the field, then sent. */
export const Reject: Story = {
  play: async ({ canvas, userEvent }) => {
    const actions = await actionsOf(canvas, 'AW/2026/11/0010');
    await userEvent.click(within(actions).getByRole('button', { name: 'Odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć awizację AW/2026/11/0010' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    await expect(await within(dialog).findByText('Podaj powód odrzucenia.')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }),
      'Brak miejsca w strefie przyjęć',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    const toast = await screen.findByText('Odrzucono awizację AW/2026/11/0010', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Recording the truck's arrival is one press. */
export const Arrival: Story = {
  play: async ({ canvas, userEvent }) => {
    const actions = await actionsOf(canvas, 'AW/2026/11/0002');
    await userEvent.click(within(actions).getByRole('button', { name: 'Przyjazd' }));
    const toast = await screen.findByText('AW/2026/11/0002: zapisano przyjazd', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Completion asks the received quantity of every line and shows a shortage as it is typed. */
export const Complete: Story = {
  play: async ({ canvas, userEvent }) => {
    const actions = await actionsOf(canvas, 'AW/2026/11/0004');
    await userEvent.click(within(actions).getByRole('button', { name: 'Zakończ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ awizację AW/2026/11/0004' });
    const fields = await within(dialog).findAllByRole('textbox', {}, SCREEN_TIMEOUT);
    await expect(fields).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ' }));
    await expect(within(dialog).getAllByText('Wpisz przyjętą ilość.')).toHaveLength(2);
    await userEvent.type(fields[0]!, '40');
    await userEvent.type(fields[1]!, '75');
    await userEvent.tab();
    await expect(await within(dialog).findByText(/Brak: 5/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ' }));
    const toast = await screen.findByText('Zakończono awizację AW/2026/11/0004', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** A rejection may propose another slot: its day and hours in the warehouse's time, checked before sending. */
export const RejectWithProposal: Story = {
  play: async ({ canvas, userEvent }) => {
    const actions = await actionsOf(canvas, 'AW/2026/11/0010');
    await userEvent.click(within(actions).getByRole('button', { name: 'Odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć awizację AW/2026/11/0010' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }),
      'Rampy zajęte do południa',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Zaproponuj inny termin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    await expect(
      await within(dialog).findByText('Podaj dzień i godziny proponowanego okna (koniec po początku).'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Od'), '12:00');
    await userEvent.type(within(dialog).getByLabelText('Do'), '13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    const toast = await screen.findByText('Odrzucono awizację AW/2026/11/0010', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

// Today's notices around the present moment: one late (its window started 20 minutes ago), one expected within
// the hour, one in three hours (not on the board) and one already in.
const around = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const todayRows = [
  noticeListItemFixture(2, { status: 'confirmed', planned_start: around(-20), planned_end: around(40) }),
  noticeListItemFixture(6, { status: 'confirmed', planned_start: around(45), planned_end: around(105) }),
  noticeListItemFixture(11, { status: 'confirmed', planned_start: around(180), planned_end: around(240) }),
  noticeListItemFixture(12, { status: 'arrived', planned_start: around(-10), planned_end: around(50) }),
];

/** Today: the arrivals board lists who is expected in the next two hours, the late one first and highlighted. */
export const ArrivalsBoard: Story = {
  parameters: {
    app: { path: `/magazynier/?warehouse=${WAREHOUSE_ID}` },
    msw: {
      handlers: {
        notices: [createNoticeHandlers(STORY_URLS.graphql, { rows: todayRows }).list(), ...defaults()],
      },
    },
  },
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('list', { name: 'Tablica przyjazdów' }, SCREEN_TIMEOUT);
    // Today: the timeline's current-time column says so.
    await expect(canvas.getAllByRole('columnheader', { name: /teraz$/ })).toHaveLength(1);
    const rows = within(board).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('AW/2026/11/0002');
    await expect(rows[0]).toHaveTextContent(/Spóźniony \d+ min/);
    await expect(rows[1]).toHaveTextContent('AW/2026/11/0006');
    await expect(rows[1]).toHaveTextContent(/Za \d+ min/);
  },
};

/** Another day than today has no current-time column. */
export const NoNowOnAnotherDay: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Awizacje dnia' }, SCREEN_TIMEOUT);
    await expect(canvas.queryByRole('columnheader', { name: /teraz/ })).not.toBeInTheDocument();
    // The warehouse's 30-minute slots are the columns.
    await expect(canvas.getByRole('columnheader', { name: '06:30' })).toBeVisible();
  },
};

/**
 * Alt+PageDown and Alt+PageUp move a day, Alt+Shift+PageDown changes the warehouse; the keys are named to screen
 * readers and shown on the page, and typing in a field keeps them.
 */
export const KeyboardShortcuts: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Centrum Dystrybucyjne Stryków, 23.11.2026', {}, SCREEN_TIMEOUT);
    await expect(canvas.getByRole('button', { name: 'Następny dzień' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+PageDown',
    );
    await expect(canvas.getByText(/Skróty: Alt\+PageUp \/ Alt\+PageDown/)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Alt>}{PageDown}{/Alt}');
    await expect(
      await canvas.findByText('Centrum Dystrybucyjne Stryków, 24.11.2026', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await userEvent.keyboard('{Alt>}{PageUp}{PageUp}{/Alt}');
    await expect(
      await canvas.findByText('Centrum Dystrybucyjne Stryków, 22.11.2026', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await userEvent.keyboard('{Alt>}{Shift>}{PageDown}{/Shift}{/Alt}');
    await expect(
      await canvas.findByText('Magazyn Gdańsk Port, 22.11.2026', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    // In the date field the keys are the field's.
    canvas.getByLabelText('Dzień', { selector: 'input[type="date"]' }).focus();
    await userEvent.keyboard('{Alt>}{PageDown}{/Alt}');
    await expect(canvas.getByText('Magazyn Gdańsk Port, 22.11.2026')).toBeVisible();
  },
};

// A submitted delivery (AW/…/0001) asks for Rampa 2 06:30–07:30 while a confirmed one (AW/…/0002) holds it
// 06:00–07:00.
const clashRows = [
  noticeListItemFixture(1),
  noticeListItemFixture(2, {
    status: 'confirmed',
    ramp: noticeListItemFixture(1).ramp,
    planned_start: '2026-11-23T05:00:00.000Z',
    planned_end: '2026-11-23T06:00:00.000Z',
  }),
];

/** The timeline and the card flag a request that clashes with a booking, before anyone tries to confirm it. */
export const Conflict: Story = {
  parameters: {
    msw: {
      handlers: {
        notices: [createNoticeHandlers(STORY_URLS.graphql, { rows: clashRows }).list(), ...defaults()],
      },
    },
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Zajętość ramp, 23.11.2026' }, SCREEN_TIMEOUT);
    await waitFor(
      () =>
        expect(
          within(grid).getByRole('gridcell', {
            name: 'Rampa 2, 06:30–07:00, zajęte: AW/2026/11/0002, konflikt: AW/2026/11/0001 prosi o to okno',
          }),
        ).toBeVisible(),
      SCREEN_TIMEOUT,
    );
    await expect(
      within(grid).getByRole('gridcell', { name: 'Rampa 2, 06:00–06:30, zajęte: AW/2026/11/0002' }),
    ).toBeVisible();
    const card = canvas.getByRole('listitem', { name: 'AW/2026/11/0001' });
    await expect(card).toHaveTextContent(
      'Konflikt: Rampa 2 jest w tym oknie zajęta (AW/2026/11/0002). Potwierdź na innej rampie lub w innym oknie.',
    );
  },
};

const WEEK_PATH = `/magazynier/?warehouse=${WAREHOUSE_ID}&day=2026-11-25&view=week`;

/** The week holding 25 November: ramps × days with each notice's window and status, and the list by day. */
export const Week: Story = {
  parameters: { app: { path: WEEK_PATH } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Plan tygodnia', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Centrum Dystrybucyjne Stryków, 23–29.11.2026', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    const board = await canvas.findByRole(
      'table',
      { name: 'Zajętość ramp, tydzień 23–29.11.2026' },
      SCREEN_TIMEOUT,
    );
    await expect(within(board).getAllByRole('columnheader')).toHaveLength(8);
    await expect(within(board).getByRole('rowheader', { name: 'Rampa 2' })).toBeVisible();
    const monday = await canvas.findByRole(
      'list',
      { name: 'Awizacje: poniedziałek 23.11.2026' },
      SCREEN_TIMEOUT,
    );
    await expect(within(monday).getAllByRole('listitem')).toHaveLength(COUNT);
    await expect(within(board).getAllByText('AW/2026/11/0001')[0]).toBeInTheDocument();
    // The actions work from the week too.
    await expect(
      within(await actionsOf(canvas, 'AW/2026/11/0001')).getByRole('button', { name: 'Potwierdź' }),
    ).toBeVisible();
    // A day's header opens that day.
    await userEvent.click(canvas.getByRole('button', { name: 'pon. 23.11' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Plan dnia', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Centrum Dystrybucyjne Stryków, 23.11.2026', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Switching the view by its radio buttons, and a week forward by Alt+PageDown. */
export const WeekSwitching: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Awizacje dnia' }, SCREEN_TIMEOUT);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tydzień' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Plan tygodnia', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Następny tydzień' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+PageDown',
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Alt>}{PageDown}{/Alt}');
    await expect(
      await canvas.findByText('Centrum Dystrybucyjne Stryków, 30.11–06.12.2026', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const WeekLoading: Story = {
  parameters: {
    app: { path: WEEK_PATH },
    msw: { handlers: { notices: [pending(NoticeListDocument), ...defaults()] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Plan tygodnia', level: 1 }, SCREEN_TIMEOUT);
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie awizacji' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const WeekEmpty: Story = {
  parameters: {
    app: { path: WEEK_PATH },
    msw: { handlers: { notices: [notices.emptyList(), ...defaults()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak awizacji w tym tygodniu' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: 'Zajętość ramp, tydzień 23–29.11.2026' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const WeekServerError: Story = {
  parameters: {
    app: { path: WEEK_PATH },
    msw: { handlers: { notices: [notices.listError(), ...defaults()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać awizacji tygodnia.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

export const WeekNoAccess: Story = {
  parameters: { app: { path: WEEK_PATH }, msw: { handlers: { auth: signedInAs('klient') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
