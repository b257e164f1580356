import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ClientOrganizationsDocument, ProductListDocument } from '@rampa/sdk';
import {
  createGraphqlHandlers,
  createProductHandlers,
  FIXTURE_PRODUCT_ORG_ID,
  productHandlers,
} from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

const products = createProductHandlers(STORY_URLS.graphql);
const organizations = createGraphqlHandlers(STORY_URLS.graphql).data(ClientOrganizationsDocument, {
  organizations: [{ id: FIXTURE_PRODUCT_ORG_ID, name: 'Hurtownia Demo Sp. z o.o.' }],
});

const meta = {
  title: 'App/Produkty/Lista produktów',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/produkty/lista' },
    msw: { handlers: { auth: signedInAs('handlowiec'), products: productHandlers(STORY_URLS.graphql) } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's active products (38 of 42), the first page of 25, prices in złoty; the handlowiec only reads. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Produkty', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByText('Razem: 38 produktów', {}, SCREEN_TIMEOUT)).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Lista produktów' });
    await expect(await within(table).findByText('PRD-0001', {}, SCREEN_TIMEOUT)).toBeVisible();
    // EAN and prices formatted the Polish way: "13,17 zł" net, "16,20 zł" gross at 23 %.
    await expect(table).toHaveTextContent('5901230000011');
    await expect(table).toHaveTextContent(/13,17\s?zł/);
    await expect(table).toHaveTextContent(/16,20\s?zł/);
    await expect(canvas.getByText('1–25 z 38')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Dodaj produkt' })).not.toBeInTheDocument();
  },
};

/** A search by EAN (`?q=…`): the one product with it. */
export const SearchByEan: Story = {
  parameters: { app: { path: '/handlowiec/produkty/lista?q=5901230000127' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Znaleziono: 1 produkt', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Szukaj produktów' })).toHaveValue('5901230000127');
    await expect(canvas.getByRole('grid', { name: 'Lista produktów' })).toHaveTextContent('PRD-0012');
  },
};

/** A catalogue larger than the server counts: the total says "ponad 10 000", the pages go on past it. */
export const Huge: Story = {
  parameters: {
    msw: { handlers: { products: [products.hugeList(), ...productHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Razem: ponad 10 000 produktów', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Lista produktów' })).toHaveTextContent('PRD-0001');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { products: [pending(ProductListDocument), ...productHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Produkty', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByText('Ładowanie…')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Ładowanie' })).toBeVisible();
  },
};

/** An empty catalogue: the handlowiec is told who fills it. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { products: [products.emptyList(), ...productHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Brak produktów', { selector: 'p' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Brak produktów' })).toBeVisible();
    await expect(canvas.getByText('Katalog uzupełnia administrator organizacji.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eksportuj CSV' })).toBeDisabled();
  },
};

/** The server answers the list with a GraphQL error. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { products: [products.listError(), ...productHandlers(STORY_URLS.graphql)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać listy produktów.', {}, SCREEN_TIMEOUT),
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
    await expect(canvas.queryByRole('grid', { name: 'Lista produktów' })).not.toBeInTheDocument();
  },
};

/**
 * The organization's administrator adds a product: a wrong EAN-13 check digit is refused beside the field, in
 * Polish, before anything is sent.
 */
export const AdminAddsWithWrongEan: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: signedInAs('org_admin'),
        products: [organizations, ...productHandlers(STORY_URLS.graphql)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dodaj produkt' }, SCREEN_TIMEOUT));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nowy produkt' }, SCREEN_TIMEOUT));
    await userEvent.type(dialog.getByRole('textbox', { name: /SKU/ }), 'NOWY-1');
    await userEvent.type(dialog.getByRole('textbox', { name: /Nazwa/ }), 'Folia stretch 17 µm');
    await userEvent.type(dialog.getByRole('textbox', { name: /EAN-13/ }), '5901234123458');
    await userEvent.type(dialog.getByRole('textbox', { name: /Cena netto/ }), '19,90');
    await userEvent.click(dialog.getByRole('button', { name: 'Dodaj produkt' }));
    await expect(await dialog.findByText('Nieprawidłowa cyfra kontrolna EAN-13')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /EAN-13/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The administrator edits a product: the form opens filled, the price with a decimal comma. */
export const AdminEdits: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: signedInAs('org_admin'),
        products: [organizations, ...productHandlers(STORY_URLS.graphql)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('grid', { name: 'Lista produktów' }, SCREEN_TIMEOUT);
    await userEvent.click(
      await within(table).findByRole('button', { name: /^Edytuj .*\(1\)$/ }, SCREEN_TIMEOUT),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edycja produktu PRD-0001' }));
    await expect(dialog.getByRole('textbox', { name: /Cena netto/ })).toHaveValue('13,17');
    // The dialog fades in: wait for it to be shown whole.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Wycofaj ze sprzedaży' })).toBeVisible());
  },
};

/** The administrator's "Kategorie": the tree indented, a rename saved, a duplicate name refused in Polish. */
export const AdminCategories: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: signedInAs('org_admin'),
        products: [organizations, products.createCategoryDuplicate(), ...productHandlers(STORY_URLS.graphql)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kategorie' }, SCREEN_TIMEOUT));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kategorie produktów' }, SCREEN_TIMEOUT));
    const tree = dialog.getByRole('list', { name: 'Drzewo kategorii' });
    await waitFor(() => expect(within(tree).getAllByRole('listitem')).toHaveLength(3), SCREEN_TIMEOUT);
    await expect(
      within(tree)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cement i zaprawyZmień nazwę', 'OpakowaniaZmień nazwę', 'Folie stretchZmień nazwę']);
    await userEvent.click(dialog.getByRole('button', { name: 'Zmień nazwę: Opakowania › Folie stretch' }));
    const renamed = dialog.getByRole('textbox', { name: 'Nowa nazwa: Opakowania › Folie stretch' });
    await userEvent.clear(renamed);
    await userEvent.type(renamed, 'Folie i stretch');
    await userEvent.click(dialog.getByRole('button', { name: 'Zapisz' }));
    await waitFor(
      () => expect(dialog.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument(),
      SCREEN_TIMEOUT,
    );

    await userEvent.type(dialog.getByRole('textbox', { name: 'Nazwa nowej kategorii' }), 'Opakowania');
    await userEvent.click(dialog.getByRole('button', { name: 'Dodaj kategorię' }));
    await expect(
      await dialog.findByText('Kategoria o tej nazwie już jest na tym poziomie drzewa.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
