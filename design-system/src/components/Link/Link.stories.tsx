import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Link } from './Link';

const meta = {
  title: 'Design System/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Lista klientów', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Lista klientów' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack gap="md">
      <Box as="p">
        Nowe awizacje znajdziesz na <Link {...args}>liście awizacji</Link>, a produkty w katalogu.
      </Box>
      <Link {...args} variant="standalone">
        Przejdź do pulpitu
      </Link>
      <Link {...args} isDisabled>
        Niedostępny link
      </Link>
    </Stack>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Lista klientów' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const WithHref: Story = {
  args: { href: '#klienci', children: 'Klienci' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Klienci' })).toHaveAttribute('href', '#klienci');
  },
};
