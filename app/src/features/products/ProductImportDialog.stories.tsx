import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ClientOrganizationsDocument } from '@rampa/sdk';
import {
  createGraphqlHandlers,
  createProductHandlers,
  FIXTURE_PRODUCT_ORG_ID,
  productHandlers,
} from '@rampa/sdk/testing';
import { appScreen, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// "Importuj CSV" on the product list, as the organization's administrator: the file is picked through the drop
// zone's file input, checked in the browser against the catalogue (the sdk's MSW handlers), then imported whole.

const products = createProductHandlers(STORY_URLS.graphql);
const organizations = createGraphqlHandlers(STORY_URLS.graphql).data(ClientOrganizationsDocument, {
  organizations: [{ id: FIXTURE_PRODUCT_ORG_ID, name: 'Hurtownia Demo Sp. z o.o.' }],
});

const GOOD = [
  'SKU;EAN;Nazwa;Kategoria;Jednostka;Cena netto;VAT',
  'ZWI-28;5901234123457;Żwir płukany 2–8 mm;Cement i zaprawy;t;89,00;23%',
  'PIA-02;;Piasek płukany 0–2 mm;;t;65,50;23%',
  'STR-17;;Folia stretch 17 µm;Folie stretch;szt.;1 234,50;23',
].join('\r\n');
const BAD = [
  'SKU;EAN;Nazwa;Kategoria;Jednostka;Cena netto;VAT',
  'ZWI-28;5901234123458;Żwir płukany 2–8 mm;Cement i zaprawy;t;89,00;23%',
  'PRD-0001;;Już jest w katalogu;;szt.;10;23',
  'NEG-1;;Ujemna cena;Kruszywa;litr;-5;7%',
  'ZWI-28;;Powtórzony SKU;;t;1;23',
].join('\r\n');

const meta = {
  title: 'App/Produkty/Import CSV',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/produkty/lista' },
    msw: {
      handlers: {
        auth: signedInAs('org_admin'),
        products: [organizations, ...productHandlers(STORY_URLS.graphql)],
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Opens the dialog and picks `text` as `produkty.csv`; answers the dialog. */
async function pickFile(canvas: Canvas, userEvent: UserEvent, text: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Importuj CSV' }, SCREEN_TIMEOUT));
  const dialog = await screen.findByRole('dialog', { name: 'Import produktów z pliku CSV' }, SCREEN_TIMEOUT);
  const input = dialog.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('file input not found');
  await userEvent.upload(input, new File([`\uFEFF${text}`], 'produkty.csv', { type: 'text/csv' }));
  return within(dialog);
}

/** A correct file: its first rows in a preview and "Importuj 3 produkty". */
export const Preview: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await pickFile(canvas, userEvent, GOOD);
    await expect(
      await dialog.findByText(
        'Plik produkty.csv: 3 wiersze, wszystkie poprawne. Można importować.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    const preview = dialog.getByRole('grid', { name: 'Podgląd pliku' });
    await waitFor(() => expect(preview).toHaveTextContent('Żwir płukany 2–8 mm'));
    await expect(preview).toHaveTextContent('1 234,50');
    await expect(dialog.getByRole('button', { name: 'Importuj 3 produkty' })).toBeEnabled();
  },
};

/** A file with wrong rows: each problem by row and column, in Polish, and no import button. */
export const ErrorsReport: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await pickFile(canvas, userEvent, BAD);
    const errors = await dialog.findByRole('grid', { name: 'Błędy w pliku' }, SCREEN_TIMEOUT);
    await expect(
      dialog.getByText(
        'Plik produkty.csv: 7 błędów, wierszy z błędami: 4 z 4. Nic nie zostanie zaimportowane, dopóki ich nie poprawisz.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(errors).toHaveTextContent('Cena nie może być ujemna'));
    for (const message of [
      'Nieprawidłowa cyfra kontrolna EAN-13',
      'Produkt o tym SKU już istnieje w Twojej organizacji',
      'Cena nie może być ujemna',
      'Nieznana kategoria „Kruszywa”',
      /Nieznana jednostka „litr”/,
      /Nieznana stawka VAT „7%”/,
      'SKU powtarza się w pliku (pierwszy raz w wierszu 2)',
    ])
      await expect(within(errors).getByText(message)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /^Importuj/ })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Wybierz inny plik' })).toBeEnabled();
  },
};

/** The import goes in: the count of products added. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await pickFile(canvas, userEvent, GOOD);
    await userEvent.click(await dialog.findByRole('button', { name: 'Importuj 3 produkty' }, SCREEN_TIMEOUT));
    await expect(
      await dialog.findByText('Zaimportowano 3 produkty. Są już na liście.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Wróć do listy' })).toBeVisible());
  },
};

/** A SKU added meanwhile: the server refuses the whole file and says so; nothing was imported. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: {
        products: [organizations, products.importDuplicateSku(), ...productHandlers(STORY_URLS.graphql)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await pickFile(canvas, userEvent, GOOD);
    await userEvent.click(await dialog.findByRole('button', { name: 'Importuj 3 produkty' }, SCREEN_TIMEOUT));
    await expect(
      await dialog.findByText(/Nic nie zaimportowano; sprawdź plik ponownie\./, {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** The handlowiec reads the catalogue and has no import. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('handlowiec') } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Lista produktów' }, SCREEN_TIMEOUT);
    await expect(await canvas.findByText('PRD-0001', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Importuj CSV' })).not.toBeInTheDocument();
  },
};
