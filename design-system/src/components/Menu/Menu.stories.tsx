import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu, type MenuEntry } from './Menu';

const items: MenuEntry[] = [
  {
    section: 'edit',
    title: 'Klient',
    items: [
      { id: 'edit', label: 'Edytuj', icon: <Pencil />, shortcut: 'E' },
      { id: 'clone', label: 'Sklonuj', icon: <Copy /> },
      {
        id: 'status',
        label: 'Zmień status',
        children: [
          { id: 'status-active', label: 'aktywny' },
          { id: 'status-inactive', label: 'nieaktywny' },
          { id: 'status-blocked', label: 'zablokowany' },
        ],
      },
    ],
  },
  {
    section: 'export',
    title: 'Eksport',
    items: [
      { id: 'csv', label: 'Eksportuj CSV' },
      { id: 'pdf', label: 'Drukuj', isDisabled: true },
    ],
  },
  {
    section: 'danger',
    'aria-label': 'Usuwanie',
    items: [{ id: 'delete', label: 'Usuń', icon: <Trash2 />, isDanger: true }],
  },
];

const meta = {
  title: 'Design System/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    trigger: (
      <IconButton aria-label="Akcje klienta" variant="secondary">
        <MoreHorizontal aria-hidden />
      </IconButton>
    ),
    items,
    onAction: fn(),
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Akcje klienta' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('group', { name: 'Klient' })).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Sklonuj/ }));
    await expect(args.onAction).toHaveBeenLastCalledWith('clone');
  },
};

export const Submenu: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Akcje klienta' }));
    const status = await screen.findByRole('menuitem', { name: /Zmień status/ });
    await userEvent.hover(status);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'zablokowany' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('status-blocked');
  },
};

/** Type-ahead: "e" then "k" within 1 s matches "Eksportuj CSV"; after a 1 s pause the search starts over. */
export const TypeAhead: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Akcje klienta' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('ek');
    await expect(within(menu).getByRole('menuitem', { name: /Eksportuj CSV/ })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('s');
    await expect(within(menu).getByRole('menuitem', { name: /Sklonuj/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Akcje klienta' })).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const TextTrigger: Story = {
  args: { trigger: <Button variant="secondary">Więcej</Button>, defaultOpen: true },
};
