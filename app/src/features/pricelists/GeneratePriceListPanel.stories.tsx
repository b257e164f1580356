import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { clientHandlers, clientId, createPriceListHandlers, productHandlers } from '@rampa/sdk/testing';
import { appScreen, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// The generator's server half on the Generator cennika screen: a client picked, the function called, the
// client's lists with their files. The lists are made for the third client fixture ("Firma Testowa 3").
const CLIENT = clientId(3);
const lists = () => createPriceListHandlers(STORY_URLS, { clientId: CLIENT });

const meta = {
  title: 'App/Produkty/Generator cennika/Cennik dla klienta',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/produkty/cennik?discount=5' },
    msw: {
      handlers: {
        auth: signedInAs('handlowiec'),
        products: productHandlers(STORY_URLS.graphql),
        clients: clientHandlers(STORY_URLS.graphql),
        priceLists: (() => {
          // One instance: the list the generator makes joins the lists the query answers.
          const h = lists();
          return [h.list(), h.generate(), h.warm()];
        })(),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The whole document: toasts and a combo box's options show outside the story's root. */
const page = () => within(document.body);

/** A toast (it fades in) with this text. */
async function toastSays(text: string) {
  const toast = await page().findByText(text, {}, SCREEN_TIMEOUT);
  await waitFor(() => expect(toast).toBeVisible(), SCREEN_TIMEOUT);
}

async function pickClient(canvas: Canvas, userEvent: UserEvent) {
  const combo = await canvas.findByRole('combobox', { name: 'Klient' }, SCREEN_TIMEOUT);
  await userEvent.type(combo, 'Firma');
  await userEvent.click(
    await page().findByRole('option', { name: /Firma Testowa 3 Sp\. z o\.o\./ }, SCREEN_TIMEOUT),
  );
}

/** The client's earlier lists, newest first, each with its PDF and CSV to download. */
export const EarlierLists: Story = {
  play: async ({ canvas, userEvent }) => {
    await pickClient(canvas, userEvent);
    const table = await canvas.findByRole('table', { name: 'Cenniki tego klienta' }, SCREEN_TIMEOUT);
    await expect(table).toHaveTextContent('CN/2026/0001');
    await expect(
      within(table).getByRole('button', { name: 'Pobierz PDF cennika CN/2026/0001' }),
    ).toBeEnabled();
    await expect(
      within(table).getByRole('button', { name: 'Pobierz CSV cennika CN/2026/0002' }),
    ).toBeEnabled();
  },
};

/** Generating: the new list is announced and joins the client's lists with its files. */
export const Generated: Story = {
  play: async ({ canvas, userEvent }) => {
    await pickClient(canvas, userEvent);
    await canvas.findByRole('table', { name: 'Cenniki tego klienta' }, SCREEN_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Generuj PDF i CSV' }));
    await toastSays('Wygenerowano cennik CN/2026/0004');
    await expect(
      await canvas.findByRole('button', { name: 'Pobierz PDF cennika CN/2026/0004' }, SCREEN_TIMEOUT),
    ).toBeEnabled();
  },
};

/** While the function renders the PDF the button says so and cannot be pressed again. */
export const Generating: Story = {
  parameters: {
    msw: { handlers: { priceLists: [lists().list(), lists().generatePending(), lists().warm()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await pickClient(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Generuj PDF i CSV' }));
    await expect(await canvas.findByRole('button', { name: 'Generowanie…' }, SCREEN_TIMEOUT)).toBeDisabled();
  },
};

/** The server refuses another organization's client: the refusal in Polish. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: { priceLists: [lists().list(), lists().generateForbidden(), lists().warm()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await pickClient(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Generuj PDF i CSV' }));
    await toastSays('Ten klient nie należy do Twojej organizacji albo nie możesz tworzyć cenników.');
  },
};

/** Nothing active in the chosen range: said in Polish. */
export const NoProducts: Story = {
  parameters: {
    msw: { handlers: { priceLists: [lists().list(), lists().generateNoProducts(), lists().warm()] } },
  },
  play: async ({ canvas, userEvent }) => {
    await pickClient(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Generuj PDF i CSV' }));
    await toastSays('W wybranym zakresie nie ma aktywnych produktów.');
  },
};

/** Without a client, and with a wrong agreed price, the errors stand beside their fields and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const product = await canvas.findByRole('combobox', { name: 'Dodaj produkt do cennika' }, SCREEN_TIMEOUT);
    await userEvent.type(product, 'Cement');
    await userEvent.click(
      (await page().findAllByRole('option', { name: /^Cement portlandzki/ }, SCREEN_TIMEOUT))[0]!,
    );
    const price = await canvas.findByRole(
      'textbox',
      { name: /^Cena netto dla klienta \(zł\)/ },
      SCREEN_TIMEOUT,
    );
    await expect(price).toHaveFocus();
    await userEvent.type(price, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Generuj PDF i CSV' }));
    await expect(await canvas.findByText('Wybierz klienta')).toBeVisible();
    await expect(
      canvas.getByText('Cena netto to liczba nieujemna, najwyżej dwa miejsca po przecinku'),
    ).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A klient is stopped at the handlowiec area's guard. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('klient') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
