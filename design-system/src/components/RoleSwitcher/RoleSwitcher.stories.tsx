import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Box } from '../../layout/Box';
import { RoleSwitcher } from './RoleSwitcher';

const roles = ['Handlowiec', 'Klient', 'Kierowca', 'Magazynier'];

const meta = {
  title: 'Design System/RoleSwitcher',
  component: RoleSwitcher,
  tags: ['autodocs'],
  args: { options: roles, onChange: fn() },
  decorators: [
    (Story) => (
      <Box background="surface" padding="sm" borderRadius="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RoleSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Handlowiec Rola' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(screen.getByRole('option', { name: 'Handlowiec' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Kierowca' }));
    await expect(args.onChange).toHaveBeenCalledWith('Kierowca');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Kierowca Rola' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Rola/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Magazynier');
  },
};

export const Controlled: Story = {
  args: { value: 'Klient' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Klient Rola' })).toBeInTheDocument();
  },
};

/** A user with one role sees just its label: nothing to open, nothing in the tab order. */
export const OneRole: Story = {
  args: { options: ['Handlowiec'] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Handlowiec')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const OpenDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Rola/ }));
    await screen.findByRole('listbox');
  },
};
