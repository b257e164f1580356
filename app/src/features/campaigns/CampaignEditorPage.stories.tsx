import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CampaignByIdDocument, SegmentCountDocument } from '@rampa/sdk';
import {
  campaignHandlers,
  campaignId,
  clientHandlers,
  createCampaignHandlers,
  segmentCountFixture,
} from '@rampa/sdk/testing';
import {
  appScreen,
  pending,
  SCREEN_TIMEOUT,
  serverError,
  signedInAs,
  STORY_URLS,
} from '../../stories/appStory';

const campaigns = createCampaignHandlers(STORY_URLS.graphql);
const handlers = [...campaignHandlers(STORY_URLS.graphql), ...clientHandlers(STORY_URLS.graphql)];

const meta = {
  title: 'App/Kampanie/Kampania',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: `/marketing/kampanie/${campaignId(8)}` },
    msw: { handlers: { auth: signedInAs('handlowiec'), campaigns: handlers } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active e-mail campaign: its segment's count with the reasons, members, and the funnel. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Oferta dla nowych leadów', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByText('Pasuje: 40 klientów', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Powody pominięcia' })).toHaveTextContent(
      'brak zgody na kanał: 5',
    );
    await expect(canvas.getByRole('table', { name: 'Pominięci klienci' })).toHaveTextContent(
      'Betoniarnia Zając',
    );
    await expect(
      (await canvas.findAllByRole('rowheader', { name: 'Budmax Sp. z o.o.' }, SCREEN_TIMEOUT))[0],
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Lejek kampanii' })).toHaveTextContent('Odpowiedzieli');
    await expect(canvas.getByRole('button', { name: 'Wstrzymaj' })).toBeVisible();
  },
};

/** Selecting members offers the bulk actions. */
export const BulkActions: Story = {
  play: async ({ canvas }) => {
    const [row] = await canvas.findAllByRole('row', { name: /Budmax Sp. z o.o./ }, SCREEN_TIMEOUT);
    await userEvent.click(row!.querySelector('input[type="checkbox"]') ?? row!);
    await expect(await canvas.findByRole('region', { name: 'Działania na zaznaczonych' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zmień status członków' })).toBeVisible();
  },
};

/** A new campaign: details and segment, no members yet. */
export const New: Story = {
  parameters: { app: { path: '/marketing/kampanie/nowa' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nowa kampania', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Utwórz kampanię' })).toBeVisible();
    await expect(await canvas.findByText('Pasuje: 40 klientów', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** A segment with more clients to contact than one addition takes: the editor says so before adding. */
export const LargeSegment: Story = {
  parameters: {
    msw: {
      handlers: {
        campaigns: [
          campaigns.segmentCount({ ...segmentCountFixture, all: 12_400, ok: 8_150, noConsent: 4_000 }),
          ...handlers,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pasuje: 12 400 klientów', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Z segmentu dodaje się naraz najwyżej 5000 klientów: zawęź segment, aby dodać pozostałych.',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { campaigns: [pending(CampaignByIdDocument), ...handlers] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie kampanii' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** The segment count cannot be had: the rest of the page works. */
export const CountError: Story = {
  parameters: { msw: { handlers: { campaigns: [serverError(SegmentCountDocument), ...handlers] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się policzyć klientów segmentu.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { campaigns: [serverError(CampaignByIdDocument), ...handlers] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać kampanii.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const EmptyMembers: Story = {
  parameters: { msw: { handlers: { campaigns: [campaigns.emptyMembers(), ...handlers] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Brak członków' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('kierowca') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
