import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WarehouseListDocument } from '@rampa/sdk';
import { createWarehouseHandlers, warehouseHandlers } from '@rampa/sdk/testing';
import {
  appScreen,
  pending,
  SCREEN_TIMEOUT,
  serverError,
  signedInAs,
  STORY_URLS,
} from '../../stories/appStory';

const meta = {
  title: 'App/Administracja/Magazyny i rampy',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/admin/magazyny' },
    msw: {
      handlers: {
        auth: signedInAs('org_admin', 'handlowiec'),
        warehouses: warehouseHandlers(STORY_URLS.graphql),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stryków with its three ramps and Gdańsk with none yet. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Magazyny i rampy', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Centrum Dystrybucyjne Stryków (STR)', level: 2 },
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    const ramps = canvas.getByRole('grid', { name: 'Rampy: Centrum Dystrybucyjne Stryków' });
    await expect(within(ramps).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('Brak ramp')).toBeVisible();
  },
};

/** A new warehouse: the form says what is wrong in Polish, then the warehouse is added. */
export const CreateWarehouse: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Nowy magazyn' }, SCREEN_TIMEOUT));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nowy magazyn' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Kod/ }), 'poz 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj magazyn' }));
    await expect(
      await within(dialog).findByText('Kod to 1–16 liter, cyfr lub myślników, np. STR albo R-01.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Podaj nazwę.')).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: /^Kod/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'poz');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Magazyn Poznań');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sobota' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj magazyn' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Nowy magazyn' })).not.toBeInTheDocument());
    // The toast fades in (opacity from 0): wait for it to be shown, not only rendered.
    await waitFor(() => expect(body.getByText('Dodano magazyn')).toBeVisible(), SCREEN_TIMEOUT);
  },
};

/** Opening hours: a day closing before it opens is refused next to the field. */
export const EditHours: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = (
      await canvas.findByRole('heading', { name: 'Centrum Dystrybucyjne Stryków (STR)' }, SCREEN_TIMEOUT)
    ).closest('section') as HTMLElement;
    await userEvent.click(within(section).getByRole('button', { name: 'Edytuj magazyn' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edycja magazynu STR' });
    const close = within(dialog).getByLabelText('Poniedziałek: zamknięcie', { selector: 'input' });
    await userEvent.clear(close);
    await userEvent.type(close, '05:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await expect(
      await within(dialog).findByText('Godzina zamknięcia musi być po godzinie otwarcia.'),
    ).toBeVisible();
  },
};

/** A ramp added to Gdańsk, for loading only. */
export const AddRamp: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = (
      await canvas.findByRole('heading', { name: 'Magazyn Gdańsk Port (GDA)' }, SCREEN_TIMEOUT)
    ).closest('section') as HTMLElement;
    await userEvent.click(within(section).getByRole('button', { name: 'Dodaj rampę' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nowa rampa: Magazyn Gdańsk Port' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Kod/ }), 'g1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Rampa 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj rampę' }));
    // The dialog closes only once the server has added the ramp.
    await waitFor(
      () =>
        expect(
          body.queryByRole('dialog', { name: 'Nowa rampa: Magazyn Gdańsk Port' }),
        ).not.toBeInTheDocument(),
      SCREEN_TIMEOUT,
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { warehouses: [createWarehouseHandlers(STORY_URLS.graphql).emptyList()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak magazynów', level: 2 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { warehouses: [pending(WarehouseListDocument)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Ładowanie magazynów' }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { warehouses: [serverError(WarehouseListDocument)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać magazynów.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** A sales rep opens /admin/magazyny. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('handlowiec') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
