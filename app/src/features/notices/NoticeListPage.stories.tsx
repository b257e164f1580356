import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoticeListDocument } from '@rampa/sdk';
import { createNoticeHandlers, noticeHandlers, warehouseHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const notices = createNoticeHandlers(STORY_URLS.graphql);

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
    await expect(canvas.getByText('1–25 z 57')).toBeVisible();
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
