import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { Pagination, formatPageRange } from './Pagination';

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { page: 1, pageSize: 25, total: 340, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('1–25 z 340')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Następna strona' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const PageSize: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Wiersze na stronę/ }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

/** Large numbers use non-breaking spaces between thousands (pl-PL), 4-digit ones are not grouped. */
export const LargeNumbers: Story = {
  args: { page: 500, pageSize: 25, total: 123456 },
  play: async ({ canvas }) => {
    await expect(formatPageRange(40, 25, 1234)).toBe('976–1000 z 1234');
    // Testing Library normalises the page's NBSPs to spaces, so compare the raw text.
    await expect(canvas.getByRole('status').textContent).toBe('12\u00a0476–12\u00a0500 z 123\u00a0456');
  },
};

function Interactive() {
  const [page, setPage] = useState(14);
  return <Pagination page={page} pageSize={25} total={340} onPageChange={setPage} />;
}

export const LastPage: Story = {
  render: () => <Interactive />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('326–340 z 340')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Następna strona' })).toBeDisabled();
  },
};

/** The server stopped counting: "ponad", and the next page stays open past the counted pages. */
export const LowerBoundTotal: Story = {
  tags: ['no-visual'],
  args: { page: 400, pageSize: 25, total: 10000, totalIsLowerBound: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(formatPageRange(401, 25, 10000, true)).toBe('10\u00a0001–10\u00a0025 z ponad 10\u00a0000');
    await expect(canvas.getByRole('status').textContent).toBe('9976–10\u00a0000 z ponad 10\u00a0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Następna strona' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(401);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
