import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Edytuj klienta',
    onOpenChange: fn(),
    children: (
      <IconButton aria-label="Edytuj" variant="secondary">
        <Pencil />
      </IconButton>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right'] },
    children: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Hover delays run on real timers: whether the tooltip is mid-open at the shot depends on machine load.
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Edytuj' });
    // React Aria shows hover tooltips only once the pointer has been used (not after keyboard navigation).
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    // Not before the 700 ms delay…
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // …but after it.
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Edytuj klienta');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edytuj' })).toHaveFocus();
    // Keyboard focus opens the tooltip at once; Escape closes it.
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toHaveTextContent(
      'Edytuj klienta',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenDark: Story = {
  args: { defaultOpen: true, placement: 'bottom' },
  globals: { theme: 'dark' },
};
