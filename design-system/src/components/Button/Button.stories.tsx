import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from './Button';

const meta = {
  title: 'Design System/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Zapisz', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // A shortcut reaches the element for assistive technology (React Aria's own Button drops the prop).
  args: { 'aria-keyshortcuts': 'Alt+S' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Zapisz' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+S');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const AllVariants: Story = {
  render: (args) => (
    <Stack gap="lg">
      {sizes.map((size) => (
        <Inline key={size} gap="md">
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant === 'danger' ? <Trash2 aria-hidden /> : <Plus aria-hidden />}
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant="primary" size={size} isDisabled>
            Wyłączony
          </Button>
          <Button {...args} variant="secondary" size={size} isPending>
            Zapisywanie
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };

export const KeyboardFocus: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Zapisz' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Zapisz zmiany' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Zapisz zmiany/ });
    await expect(canvas.getByRole('progressbar', { name: 'Trwa przetwarzanie…' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Zapisz' });
    await expect(button).toBeDisabled();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Usuń klienta' },
};
