import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onAdd = fn().mockName('onAdd');

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Brak klientów',
    description: 'Dodaj pierwszego klienta, aby zacząć.',
    action: <Button onPress={onAdd}>Dodaj klienta</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Brak klientów' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj klienta' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: {
    title: 'Nie znaleziono wyników',
    description: 'Zmień filtry lub wyszukiwaną frazę.',
    icon: <SearchX />,
    action: undefined,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
