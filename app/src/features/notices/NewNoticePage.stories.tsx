import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NoticeSlotsDocument, WarehouseListDocument } from '@rampa/sdk';
import { clientHandlers, noticeHandlers, warehouseHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const meta = {
  title: 'App/Awizacje/Nowa awizacja',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/awizacje/nowa?date=2026-11-23' },
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

const pickWarehouse = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Magazyn/ }, SCREEN_TIMEOUT));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('option', { name: 'Centrum Dystrybucyjne Stryków' }));
};

/** The empty form; choosing the warehouse shows its ramps and the day's taken windows. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nowa awizacja', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Wybierz magazyn i dzień, aby zobaczyć wolne okna.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await pickWarehouse(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Wolne okna, 23.11.2026' }, SCREEN_TIMEOUT);
    // The warehouse's 30-minute slots: the booking 08:00–09:30 on Rampa 1 holds three cells.
    await expect(within(grid).getByRole('gridcell', { name: /^Rampa 1, 08:00–08:30, zajęte/ })).toBeVisible();
    await expect(within(grid).getByRole('gridcell', { name: /^Rampa 1, 09:00–09:30, zajęte/ })).toBeVisible();
    const free = within(grid).getByRole('gridcell', { name: 'Rampa 2, 10:00–10:30, wolne' });
    await userEvent.click(free);
    await expect(free).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Wybrane okno: Rampa 2, 10:00–10:30')).toBeVisible();
  },
};

/** A longer window: 1 h 30 min is three slots, chosen where all three are free, by keyboard. */
export const WindowLength: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickWarehouse(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Wolne okna, 23.11.2026' }, SCREEN_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: /Długość okna/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '1 godz. 30 min' }));
    // 07:00 on Rampa 1 runs into the 08:00 booking: too short for 1 h 30 min.
    await expect(
      within(grid).getByRole('gridcell', {
        name: 'Rampa 1, 07:00–07:30, wolne, okno 1 godz. 30 min stąd się nie mieści',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    within(grid).getByRole('gridcell', { name: 'Rampa 1, 09:30–10:00, wolne' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Wybrane okno: Rampa 1, 09:30–11:00')).toBeVisible();
    for (const cell of ['09:30–10:00', '10:00–10:30', '10:30–11:00'])
      await expect(within(grid).getByRole('gridcell', { name: `Rampa 1, ${cell}, wolne` })).toHaveAttribute(
        'aria-selected',
        'true',
      );
  },
};

/** Sending an empty form: every missing field says what it needs, in Polish, next to it. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dodaj pozycję' }, SCREEN_TIMEOUT));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nr rejestracyjny ciągnika' }), 'W!');
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij' }));
    await expect(await canvas.findByText('Wybierz klienta.')).toBeVisible();
    await expect(canvas.getByText('Wybierz magazyn.')).toBeVisible();
    await expect(canvas.getByText('Numer rejestracyjny to 2–10 liter i cyfr, np. WA 12345.')).toBeVisible();
    await expect(canvas.getByText('Wybierz produkt.')).toBeVisible();
    await expect(canvas.getByText('Ilość musi być większa od zera.')).toBeVisible();
  },
};

/** A Sunday: the warehouse takes no notices that day. */
export const ClosedDay: Story = {
  parameters: { app: { path: '/handlowiec/awizacje/nowa?date=2026-11-22' } },
  play: async ({ canvas, canvasElement }) => {
    await pickWarehouse(canvasElement);
    await expect(
      await canvas.findByText(/W tym dniu magazyn nie przyjmuje awizacji/, {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { warehouses: [pending(WarehouseListDocument), ...warehouseHandlers(STORY_URLS.graphql)] },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Nowa awizacja', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByRole('status', { name: 'Ładowanie magazynów' })).toBeVisible();
  },
};

/** The slots cannot be read: the picker says so and offers a retry. */
export const SlotsError: Story = {
  parameters: {
    msw: {
      handlers: {
        notices: [
          graphql.link(STORY_URLS.graphql).query(NoticeSlotsDocument, () =>
            HttpResponse.json({
              errors: [{ message: 'database query error', extensions: { code: 'unexpected' } }],
            }),
          ),
          ...noticeHandlers(STORY_URLS.graphql),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await pickWarehouse(canvasElement);
    await expect(
      await canvas.findByText('Nie udało się wczytać wolnych okien.', { exact: false }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** A warehouse worker (magazynier) opens the sales rep's form. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('magazynier') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Picking a client keeps its name and code in the field. */
export const PickClient: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = await canvas.findByRole('combobox', { name: 'Klient' }, SCREEN_TIMEOUT);
    await userEvent.type(input, 'Firma');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('option', { name: /Firma Testowa 1 Sp\. z o\.o\./ }, SCREEN_TIMEOUT),
    );
    await waitFor(() => expect(input).toHaveValue('Firma Testowa 1 Sp. z o.o. (KL-000001)'));
  },
};

/** From the client's page: the form starts with that client chosen. */
export const ForClient: Story = {
  parameters: { app: { path: '/handlowiec/awizacje/nowa?date=2026-11-23&client=KL-000003' } },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Klient' }, SCREEN_TIMEOUT);
    await expect(input).toHaveValue('Firma Testowa 3 Sp. z o.o. (KL-000003)');
  },
};
