import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { CampaignListDocument } from '@rampa/sdk';
import { campaignHandlers, createCampaignHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const campaigns = createCampaignHandlers(STORY_URLS.graphql);

const meta = {
  title: 'App/Kampanie/Lista kampanii',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/marketing/kampanie' },
    msw: { handlers: { auth: signedInAs('handlowiec'), campaigns: campaignHandlers(STORY_URLS.graphql) } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine campaigns in every status and channel, with their response rates. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Kampanie', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByText('Razem: 9 kampanii', {}, SCREEN_TIMEOUT)).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Lista kampanii' });
    await expect(await canvas.findByRole('rowheader', { name: 'Newsletter grudniowy' })).toBeVisible();
    await expect(table).toHaveTextContent('Wstrzymana');
    await expect(table).toHaveTextContent('37,5%');
  },
};

/**
 * `?status=active`, as the start page's "Aktywne kampanie" links: the server is asked for the active campaigns only
 * (the handler filters by the request's where) and the filter shows the status.
 */
export const FilteredByStatus: Story = {
  parameters: { app: { path: '/marketing/kampanie?status=active' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Znaleziono: 2 kampanie', {}, SCREEN_TIMEOUT)).toBeVisible();
    // A select's button is named by its value, then its label.
    await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent('Aktywna');
    const table = canvas.getByRole('grid', { name: 'Lista kampanii' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Spotkania z wykonawcami na Śląsku', 'Oferta dla nowych leadów']);
    await expect(table).not.toHaveTextContent('Wstrzymana');
    await expect(table).not.toHaveTextContent('Zakończona');
  },
};

/** Choosing a status narrows the list; "Wszystkie" shows every campaign again. */
export const ChangeStatusFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Razem: 9 kampanii', {}, SCREEN_TIMEOUT)).toBeVisible();
    const status = canvas.getByRole('button', { name: /Status$/ });
    await expect(status).toHaveTextContent('Wszystkie');
    await userEvent.click(status);
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Wstrzymana' }),
    );
    await expect(await canvas.findByText('Znaleziono: 1 kampania', {}, SCREEN_TIMEOUT)).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Lista kampanii' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Newsletter grudniowy']);
    await userEvent.click(canvas.getByRole('button', { name: /Status$/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Wszystkie' }),
    );
    await expect(await canvas.findByText('Razem: 9 kampanii', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** Nothing has the status: the empty state says so rather than "no campaigns at all". */
export const FilteredEmpty: Story = {
  parameters: {
    app: { path: '/marketing/kampanie?status=active' },
    msw: { handlers: { campaigns: [campaigns.emptyList(), ...campaignHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak kampanii o tym statusie' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { campaigns: [pending(CampaignListDocument), ...campaignHandlers(STORY_URLS.graphql)] },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Kampanie', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByText('Ładowanie…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { campaigns: [campaigns.emptyList(), ...campaignHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Brak kampanii' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { campaigns: [campaigns.listError(), ...campaignHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać listy kampanii.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** A warehouse worker opens Marketing: the area refuses him. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('magazynier') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Lista kampanii' })).not.toBeInTheDocument();
  },
};
