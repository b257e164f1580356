import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Design System/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'clients', label: 'Klienci', href: '#klienci' },
      { id: 'client', label: 'Rampa sp. z o.o.', href: '#klient' },
      { id: 'edit', label: 'Edycja klienta' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Okruszki' })).toBeVisible();
    await expect(canvas.getByText('Edycja klienta')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Klienci' })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: {
    items: [
      { id: 'a', label: 'Awizacje', href: '#a' },
      { id: 'b', label: 'Magazyn Łódź-Olechów', href: '#b' },
      { id: 'c', label: 'AW-2026-00042 — Lech Logistyka' },
    ],
  },
};
