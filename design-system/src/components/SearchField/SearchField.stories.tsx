import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { SearchField } from './SearchField';

const meta = {
  title: 'Design System/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Szukaj klientów', onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Szukaj klientów' });
    await userEvent.type(input, 'Łódź{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Łódź');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const ClearWithPointer: Story = {
  args: { defaultValue: 'KL-000123', hideLabel: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wyczyść' }));
    await expect(canvas.getByRole('searchbox', { name: 'Szukaj klientów' })).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <SearchField label="Szukaj" hideLabel />
      <SearchField label="Szukaj produktów" defaultValue="paleta EUR" description="Nazwa, kod lub EAN." />
      <SearchField label="Szukaj" defaultValue="wyłączone" isDisabled />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
