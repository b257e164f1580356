import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div aria-busy="true" aria-label="Ładowanie" role="status" style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { lines: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Ładowanie' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AllVariants: Story = {
  render: () => (
    <Stack gap="lg">
      <Inline gap="md" alignItems="center">
        <Skeleton shape="circle" />
        <Skeleton width="10rem" />
      </Inline>
      <Skeleton lines={4} />
      <Skeleton shape="rect" height="6rem" />
    </Stack>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };
