import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Select } from './Select';

const voivodeships = [
  { id: 'dolnoslaskie', label: 'dolnośląskie' },
  { id: 'lodzkie', label: 'łódzkie' },
  { id: 'malopolskie', label: 'małopolskie' },
  { id: 'mazowieckie', label: 'mazowieckie' },
  { id: 'slaskie', label: 'śląskie' },
  { id: 'wielkopolskie', label: 'wielkopolskie' },
];

const meta = {
  title: 'Design System/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Województwo', items: voivodeships, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Województwo/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'łódzkie' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('lodzkie');
    await expect(canvas.getByRole('button', { name: /Województwo/ })).toHaveTextContent('łódzkie');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Województwo/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('lodzkie');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultSelectedKey: 'mazowieckie' },
  play: async () => {
    await expect(await screen.findByRole('option', { name: 'mazowieckie' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <Select label="Województwo" items={voivodeships} />
      <Select
        label="Województwo"
        items={voivodeships}
        defaultSelectedKey="slaskie"
        description="Adres siedziby."
      />
      <Select label="Opiekun" items={voivodeships} isInvalid errorMessage="Wybierz opiekuna." isRequired />
      <Select label="Kraj" items={[{ id: 'PL', label: 'Polska' }]} defaultSelectedKey="PL" isDisabled />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
