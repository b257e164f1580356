import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardDocument } from '@rampa/sdk';
import { createDashboardHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const dashboard = createDashboardHandlers(STORY_URLS.graphql);

/** The sales rep's handlers with `first` answering before the defaults (the first handler that matches wins). */
const handlowiecWith = (...first: ReturnType<typeof dashboard.overview>[]) => ({
  auth: [...first, ...signedInAs('handlowiec')],
});

const meta = {
  title: 'App/Pulpit',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/pulpit' },
    msw: { handlers: { auth: signedInAs('handlowiec') } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's and this week's awizacje by status, drafts, new clients, next arrivals, campaigns and the chart. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Pulpit', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    const week = await canvas.findByRole('region', { name: 'Awizacje w tym tygodniu' }, SCREEN_TIMEOUT);
    await expect(within(week).getByRole('link', { name: 'Wszystkie z tego okresu' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/handlowiec\/awizacje\/lista\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/),
    );
    const drafts = canvas.getByRole('region', { name: 'Moje szkice' });
    await expect(within(drafts).getByRole('link', { name: 'Dokończ 3 szkice' })).toBeVisible();
    const clients = canvas.getByRole('region', { name: 'Nowi klienci w tym miesiącu' });
    await expect(clients).toHaveTextContent('14');
    await expect(clients).toHaveTextContent('+3 wobec poprzedniego miesiąca');
    const arrivals = canvas.getByRole('region', { name: 'Najbliższe przyjazdy' });
    await expect(within(arrivals).getByRole('link', { name: 'AW/2026/11/0041' })).toBeVisible();
    const campaigns = canvas.getByRole('region', { name: 'Aktywne kampanie' });
    await expect(campaigns).toHaveTextContent('%');
    // The tile's list is the campaigns list filtered to the same status.
    await expect(within(campaigns).getByRole('link', { name: 'Wszystkie aktywne kampanie' })).toHaveAttribute(
      'href',
      '/marketing/kampanie?status=active',
    );
    // The chart's figures as a table, for whoever would rather read.
    await userEvent.click(canvas.getByText('Pokaż dane wykresu jako tabelę'));
    const table = canvas.getByRole('table', { name: 'Awizacje dziennie według grup statusów' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: handlowiecWith(pending(DashboardDocument)) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie pulpitu' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** A new organization: nothing planned, no campaigns, no clients yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlowiecWith(dashboard.emptyOverview()) } },
  play: async ({ canvas }) => {
    const today = await canvas.findByRole('region', { name: 'Awizacje dziś' }, SCREEN_TIMEOUT);
    await expect(within(today).getByText('Brak awizacji')).toBeVisible();
    await expect(canvas.getByText('Brak zaplanowanych przyjazdów')).toBeVisible();
    await expect(canvas.getByText('Brak aktywnych kampanii')).toBeVisible();
    await expect(canvas.getByText('Brak szkiców do dokończenia')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: handlowiecWith(dashboard.overviewError()) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nie udało się wczytać pulpitu.', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** The administrator at /pulpit: the same figures and his organization at a glance. */
export const Administrator: Story = {
  parameters: {
    app: { path: '/pulpit' },
    msw: { handlers: { auth: signedInAs('org_admin') } },
  },
  play: async ({ canvas }) => {
    const organization = await canvas.findByRole('region', { name: 'Organizacja' }, SCREEN_TIMEOUT);
    await expect(
      await within(organization).findByRole('link', { name: 'Magazyn Stryków (STR)' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(organization).toHaveTextContent('Użytkownicy: 27, w tym zablokowani: 2.');
    // The blocked count opens the users list filtered to them; /pulpit also links to the whole list.
    await expect(within(organization).getByRole('link', { name: 'zablokowani: 2' })).toHaveAttribute(
      'href',
      '/admin?stan=zablokowani',
    );
    await expect(within(organization).getByRole('link', { name: 'Zarządzaj użytkownikami' })).toBeVisible();
  },
};

/** A warehouse worker opens the sales rep's dashboard: the area refuses him. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('magazynier') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Moje szkice' })).not.toBeInTheDocument();
  },
};
