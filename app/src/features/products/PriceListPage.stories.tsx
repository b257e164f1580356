import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductListDocument } from '@rampa/sdk';
import {
  createPriceListHandlers,
  createProductHandlers,
  productCategoryId,
  productHandlers,
} from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const products = createProductHandlers(STORY_URLS.graphql);

const meta = {
  title: 'App/Produkty/Generator cennika',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/produkty/cennik' },
    msw: {
      handlers: {
        auth: signedInAs('handlowiec'),
        products: productHandlers(STORY_URLS.graphql),
        // The generator readies the server's PDF renderer when it opens.
        priceLists: [createPriceListHandlers(STORY_URLS).warm()],
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** One category with a 5 % discount: net 13,17 zł → 12,51 zł, gross 15,39 zł at 23 %. */
export const Filled: Story = {
  parameters: {
    app: {
      path: `/handlowiec/produkty/cennik?category=${productCategoryId(1)}&discount=5`,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Generator cennika', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    const sheet = within(
      await canvas.findByRole('article', { name: 'Cennik: Cement i zaprawy' }, SCREEN_TIMEOUT),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Cement i zaprawy' })).toBeChecked();
    await expect(sheet.getByText(/Rabat: 5% od cen netto/)).toBeVisible();
    const row = sheet.getByRole('row', { name: /PRD-0001/ });
    await expect(row).toHaveTextContent(/12,51\s?zł/);
    await expect(row).toHaveTextContent(/15,39\s?zł/);
    await expect(canvas.getByRole('textbox', { name: 'Rabat od cen netto (%)' })).toHaveValue('5');
  },
};

/** A discount of 100 % or more is refused beside the field, in Polish (the server refuses 100 % too). */
export const WrongDiscount: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Rabat od cen netto (%)' }, SCREEN_TIMEOUT);
    await userEvent.type(field, '100');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        'Rabat to liczba od 0 do 99,99 (mniej niż 100%), najwyżej dwa miejsca po przecinku',
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { products: [pending(ProductListDocument), ...productHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Generator cennika', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByRole('status', { name: 'Ładowanie' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { products: [products.emptyList(), ...productHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Brak aktywnych produktów w wybranych kategoriach' },
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Drukuj' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { products: [products.listError(), ...productHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać produktów do cennika.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
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
