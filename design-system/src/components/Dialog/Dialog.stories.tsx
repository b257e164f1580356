import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { AlertDialog, Dialog, Drawer } from './Dialog';

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { title: 'Nowy kontakt', description: 'Osoba po stronie klienta.', children: null },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSave = fn().mockName('onSave');

export const Default: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Dodaj kontakt</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Anuluj
            </Button>
            <Button
              onPress={() => {
                onSave();
                close();
              }}
            >
              Zapisz
            </Button>
          </>
        )}
      >
        <Stack gap="md">
          <TextField label="Imię i nazwisko" autoFocus />
          <TextField label="Telefon" type="tel" placeholder="+48 600 123 456" />
        </Stack>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Dodaj kontakt' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Nowy kontakt' });
    await expect(within(dialog).getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    await expect(onSave).toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: {
    defaultOpen: true,
    children: 'Awizacja zostanie przesłana do magazynu. Zmiany po potwierdzeniu wymagają zgody magazyniera.',
    footer: ({ close }) => <Button onPress={close}>Rozumiem</Button>,
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

export const OpenMobile: Story = { ...Open, globals: { viewport: { value: 'mobile360' } } };

const onConfirm = fn().mockName('onConfirm');

export const Alert: Story = {
  render: () => (
    <DialogTrigger>
      <Button variant="danger">Usuń klienta</Button>
      <AlertDialog title="Usunąć klienta?" confirmLabel="Usuń" onConfirm={onConfirm}>
        Czy na pewno chcesz usunąć klienta „Rampa sp. z o.o.”? Tej operacji nie można cofnąć.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Usuń klienta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć klienta?' });
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Usuń klienta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const AlertOpen: Story = {
  render: () => (
    <AlertDialog defaultOpen title="Odrzucić awizację?" confirmLabel="Odrzuć" onConfirm={fn()}>
      Przewoźnik dostanie powiadomienie.
    </AlertDialog>
  ),
};

export const AlertOpenDark: Story = { ...AlertOpen, globals: { theme: 'dark' } };

export const DrawerOpen: Story = {
  render: () => (
    <Drawer defaultOpen title="Filtry" footer={({ close }) => <Button onPress={close}>Zastosuj</Button>}>
      <Stack gap="md">
        <TextField label="Miasto" />
        <TextField label="Kod klienta" />
      </Stack>
    </Drawer>
  ),
  play: async ({ userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DrawerStatic: Story = {
  render: () => (
    <Drawer defaultOpen title="Szczegóły awizacji" description="AW-2026-00042">
      Rampa 3, 22.11.2026, 08:00–09:00.
    </Drawer>
  ),
};

export const DrawerMobileDark: Story = {
  ...DrawerStatic,
  globals: { theme: 'dark', viewport: { value: 'mobile360' } },
};
