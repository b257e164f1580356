import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, LogOut, Settings } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Box } from '../../layout/Box';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Design System/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: {
    name: 'Anna Kowalska',
    email: 'anna.kowalska@rampa.pl',
    onAction: fn(),
    items: [
      { id: 'profile', label: 'Profil & Ustawienia', icon: <Settings /> },
      { id: 'notifications', label: 'Powiadomienia', icon: <Bell /> },
      { id: 'logout', label: 'Wyloguj', icon: <LogOut />, isDanger: true },
    ],
  },
  argTypes: { items: { control: false } },
  // The width of the sidebar footer it lives in.
  decorators: [
    (Story) => (
      <Box background="surface" padding="sm" borderRadius="lg">
        <Box width="full">
          <Story />
        </Box>
      </Box>
    ),
  ],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Menu użytkownika: Anna Kowalska/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: /Menu użytkownika: Anna Kowalska/ });
    await expect(menu).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'Profil & Ustawienia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Wyloguj' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Menu użytkownika/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Profil & Ustawienia' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Powiadomienia' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('notifications');
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Menu użytkownika/ }));
    await screen.findByRole('menu');
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
