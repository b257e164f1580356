import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Avatar } from './Avatar';

// A self-contained portrait, so stories never depend on the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4338ca"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#4338ca"/></svg>',
)}`;

const meta = {
  title: 'Design System/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Anna Kowalska', src: portrait },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Zdjęcie profilowe: Anna Kowalska' })).toHaveAttribute(
      'src',
      portrait,
    );
  },
};

export const Fallback: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Zdjęcie profilowe: Anna Kowalska' })).toBeInTheDocument();
  },
};

export const BrokenImage: Story = {
  args: { src: '/nie-ma-takiego-pliku.png' },
  play: async ({ canvas }) => {
    // The broken image is replaced by the fallback icon, keeping the same name.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Zdjęcie profilowe: Anna Kowalska' }).tagName).toBe('SPAN'),
    );
  },
};

export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const AllSizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} alt={`Zdjęcie profilowe (${size})`} />
      ))}
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar
          key={`fallback-${size}`}
          {...args}
          src={undefined}
          size={size}
          alt={`Brak zdjęcia (${size})`}
        />
      ))}
    </Inline>
  ),
};

export const AllSizesDark: Story = { ...AllSizes, globals: { theme: 'dark' } };
