import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Settings, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { IconButton } from './IconButton';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': 'Ustawienia', children: <Settings />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // A shortcut reaches the element for assistive technology (React Aria's own Button drops the prop).
  args: { 'aria-keyshortcuts': 'Alt+U' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Ustawienia' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+U');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack gap="lg">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Inline key={size} gap="md">
          <IconButton {...args} size={size} variant="ghost" aria-label={`Edytuj (${size})`}>
            <Pencil />
          </IconButton>
          <IconButton {...args} size={size} variant="secondary" aria-label={`Ustawienia (${size})`}>
            <Settings />
          </IconButton>
          <IconButton {...args} size={size} variant="primary" aria-label={`Dodaj (${size})`}>
            <Plus />
          </IconButton>
          <IconButton {...args} size={size} variant="danger" aria-label={`Usuń (${size})`}>
            <Trash2 />
          </IconButton>
          <IconButton {...args} size={size} isDisabled aria-label={`Wyłączony (${size})`}>
            <Settings />
          </IconButton>
        </Inline>
      ))}
    </Stack>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };

export const KeyboardFocus: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Ustawienia' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
