import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DriverNoticesDocument } from '@rampa/sdk';
import { createFieldAreaHandlers, driverNoticesFixture, noticeNumber } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';
import { ARRIVAL_OUTBOX_KEY } from './arrivalOutbox';

// The fixtures lie around now: today one confirmed notice in an hour and one arrived an hour ago; tomorrow one
// confirmed and one still submitted. Each story gets its own handlers, whose list remembers arrivals reported.
const handlersFor = (pick?: (h: ReturnType<typeof createFieldAreaHandlers>) => unknown[]) => {
  const h = createFieldAreaHandlers(STORY_URLS.graphql);
  return [...(pick ? pick(h) : []), h.driverNotices(), h.reportArrival()];
};
const TODAY_CONFIRMED = noticeNumber(701);

const meta = {
  title: 'App/Kierowca/Moje awizacje',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/kierowca' },
    viewport: { defaultViewport: 'mobile1' },
    msw: { handlers: { auth: signedInAs('kierowca'), field: handlersFor() } },
  },
  // The app's own teardown, and an empty outbox before and after each story.
  beforeEach: (context) => {
    localStorage.removeItem(ARRIVAL_OUTBOX_KEY);
    const teardown = appScreen.beforeEach(context);
    return () => {
      teardown();
      localStorage.removeItem(ARRIVAL_OUTBOX_KEY);
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = async (canvas: ReturnType<typeof within>, number: string) =>
  canvas.findByRole('article', { name: number }, SCREEN_TIMEOUT);

/** Today first, then tomorrow; each card with the warehouse's address, a map link, ramp, window and goods. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Moje awizacje', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    const headings = await canvas.findAllByRole('heading', { level: 2 }, SCREEN_TIMEOUT);
    await expect(headings[0]).toHaveTextContent('Dziś');
    const card = await cardOf(canvas, TODAY_CONFIRMED);
    await expect(within(card).getByText('ul. Magazynowa 4, 95-010 Stryków')).toBeVisible();
    await expect(within(card).getByRole('link', { name: /Pokaż na mapie/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=ul.%20Magazynowa%204%2C%2095-010%20Stryk%C3%B3w',
    );
    await expect(within(card).getByText(/Cement portlandzki CEM I 32,5R 25 kg: 20 opak\./)).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Jestem na miejscu' })).toBeVisible();
    const arrived = await cardOf(canvas, noticeNumber(702));
    await expect(within(arrived).getByText(/Przyjazd zgłoszony o/)).toBeVisible();
    await expect(within(arrived).queryByRole('button')).not.toBeInTheDocument();
    const submitted = await cardOf(canvas, noticeNumber(704));
    await expect(within(submitted).getByText('Czeka na potwierdzenie przez magazyn.')).toBeVisible();
  },
};

/** "Jestem na miejscu" by keyboard: the report goes out and the card shows the arrival. */
export const Arrive: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, TODAY_CONFIRMED);
    within(card).getByRole('button', { name: 'Jestem na miejscu' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(card).getByText(/Przyjazd zgłoszony o/)).toBeVisible(), SCREEN_TIMEOUT);
    await expect(localStorage.getItem(ARRIVAL_OUTBOX_KEY)).toBeNull();
  },
};

/** The tap could not reach the server: it stays on the phone, pending, and the button is gone. */
export const ArrivalPending: Story = {
  parameters: {
    msw: { handlers: { field: handlersFor((h) => [h.reportArrivalNetworkError()]) } },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, TODAY_CONFIRMED);
    await userEvent.click(within(card).getByRole('button', { name: 'Jestem na miejscu' }));
    await waitFor(() => expect(within(card).getByText(/czeka na wysłanie/)).toBeVisible(), SCREEN_TIMEOUT);
    await expect(within(card).queryByRole('button', { name: 'Jestem na miejscu' })).not.toBeInTheDocument();
    await expect(JSON.parse(localStorage.getItem(ARRIVAL_OUTBOX_KEY)!)).toEqual([
      expect.objectContaining({ noticeId: driverNoticesFixture()[0]!.id, number: TODAY_CONFIRMED }),
    ]);
  },
};

/** The server refuses (the magazyn marked the notice otherwise meanwhile): the reason in Polish. */
export const ArrivalRefused: Story = {
  parameters: {
    msw: { handlers: { field: handlersFor((h) => [h.reportArrivalRefused('notice_transition')]) } },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, TODAY_CONFIRMED);
    await userEvent.click(within(card).getByRole('button', { name: 'Jestem na miejscu' }));
    await expect(
      await canvas.findByText(/Nie zgłoszono przyjazdu \(AW\/2026\/11\/0701\)/, {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(localStorage.getItem(ARRIVAL_OUTBOX_KEY)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { field: [pending(DriverNoticesDocument)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie awizacji' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { field: handlersFor((h) => [h.driverNoticesEmpty()]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Brak przypisanych awizacji', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { field: handlersFor((h) => [h.driverNoticesError()]) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać awizacji.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** A klient opens the driver's area. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('klient') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
