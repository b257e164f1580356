import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Design System/ErrorPanel',
  component: ErrorPanel,
  tags: ['autodocs'],
  args: { error: new Error('Nie udało się pobrać listy klientów (HTTP 500).') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Show Error' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/HTTP 500/)).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Hide Error');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/HTTP 500/)).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Show Error');
    await expect(canvas.queryByText(/HTTP 500/)).not.toBeVisible();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show Error' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/HTTP 500/)).toBeVisible();
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const ExpandedDark: Story = { args: { defaultExpanded: true }, globals: { theme: 'dark' } };

export const NonErrorValue: Story = {
  args: { error: { code: 'network', message: 'Network Error', status: 0 }, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/"message": "Network Error"/)).toBeVisible();
  },
};
