import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Design System/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { href: '#klienci/nowy', children: 'Dodaj klienta', onHoverStart: fn(), onFocus: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover and focus are the intent signals the router's `createLink` uses to preload the route. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Dodaj klienta' });
    await expect(link).toHaveAttribute('href', '#klienci/nowy');
    await userEvent.hover(link);
    await expect(args.onHoverStart).toHaveBeenCalled();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(args.onFocus).toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Inline gap="md">
      <LinkButton {...args} variant="primary">
        <Plus aria-hidden />
        Dodaj klienta
      </LinkButton>
      <LinkButton {...args} variant="secondary">
        Anuluj
      </LinkButton>
      <LinkButton {...args} variant="ghost" size="sm">
        Wszystkie awizacje
      </LinkButton>
      <LinkButton {...args} isDisabled>
        Wyłączony
      </LinkButton>
    </Inline>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };
