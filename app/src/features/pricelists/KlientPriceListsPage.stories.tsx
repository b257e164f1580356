import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceListsDocument } from '@rampa/sdk';
import { createPriceListHandlers, priceListHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const lists = createPriceListHandlers(STORY_URLS);

const meta = {
  title: 'App/Klient/Cenniki',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/klient/cenniki' },
    msw: { handlers: { auth: signedInAs('klient'), priceLists: priceListHandlers(STORY_URLS) } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The klient's three lists, newest first, each with its PDF and CSV. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Cenniki', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Twoje cenniki' }, SCREEN_TIMEOUT);
    await expect(table).toHaveTextContent('CN/2026/0001');
    await expect(canvas.getByRole('button', { name: 'Pobierz PDF cennika CN/2026/0001' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Pobierz CSV cennika CN/2026/0003' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { priceLists: [lists.emptyList()] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Brak cenników' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { priceLists: [pending(PriceListsDocument)] } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Cenniki', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByRole('status', { name: 'Ładowanie' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { priceLists: [lists.listError()] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać cenników.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Another role's user is stopped at the area's guard. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('magazynier') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
