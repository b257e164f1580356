import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
