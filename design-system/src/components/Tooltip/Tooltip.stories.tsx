import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { TOOLTIP_SKIP_DELAY } from '../../constants';
import { Inline } from '../../layout/Inline';
import { IconButton } from '../IconButton/IconButton';
import { createTestClock } from './testClock';
import { Tooltip } from './Tooltip';
import { TooltipDefaultsProvider } from './TooltipDefaults';
import { createTooltipGroup } from './tooltipTiming';

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

export const Open: Story = { args: { defaultOpen: true } };

export const OpenDark: Story = {
  args: { defaultOpen: true, placement: 'bottom' },
  globals: { theme: 'dark' },
};

/**
 * The timing stories run the production tooltip on a test clock: the same state machine, with timers that
 * fire only on `clock.advance`. Real time passing (`settle`) cannot open anything, so "still closed" is a
 * real check and not a race.
 */
const clock = createTestClock();

/** A fresh tooltip group (warm state) per mount, on the test clock. */
function OnTestClock({ children }: { children: ReactNode }) {
  const [group] = useState(() => createTooltipGroup({ skipDelay: TOOLTIP_SKIP_DELAY, timers: clock }));
  return <TooltipDefaultsProvider group={group}>{children}</TooltipDefaultsProvider>;
}

/** Lets React commit whatever the last step caused (real time; the test clock does not move). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const twoTriggers = () => (
  <OnTestClock>
    <Inline gap="xl">
      <Tooltip content="Edytuj klienta">
        <IconButton aria-label="Edytuj" variant="secondary">
          <Pencil />
        </IconButton>
      </Tooltip>
      <Tooltip content="Kopiuj numer">
        <IconButton aria-label="Kopiuj" variant="secondary">
          <Copy />
        </IconButton>
      </Tooltip>
    </Inline>
  </OnTestClock>
);

// Each timing story also lists `tags: ['no-visual']` itself: Storybook's indexer reads tags statically and
// would not see them through a spread.
const timingStory = {
  render: twoTriggers,
  beforeEach: () => clock.reset(),
} satisfies Story;

/** Hover opens after exactly 700 ms: closed at 699, open at 700. */
export const DelayExact: Story = {
  ...timingStory,
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    // React Aria shows hover tooltips only once the pointer has been used.
    await userEvent.click(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Edytuj' });
    await userEvent.hover(edit);
    clock.advance(699);
    await settle();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    clock.advance(1);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edytuj klienta');
    await expect(edit).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** Hovering another trigger 299 ms after leaving an open tooltip opens its tooltip at once. */
export const SkipWindowWarm: Story = {
  ...timingStory,
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Edytuj' }));
    clock.advance(700);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edytuj klienta');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Edytuj' }));
    clock.advance(299);
    await userEvent.hover(canvas.getByRole('button', { name: 'Kopiuj' }));
    // No further clock step: only the warm path can open it.
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Kopiuj numer'));
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  },
};

/** 301 ms after leaving, the group is cold again: the next trigger waits the full 700 ms. */
export const SkipWindowCold: Story = {
  ...timingStory,
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Edytuj' }));
    clock.advance(700);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edytuj klienta');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Edytuj' }));
    clock.advance(301);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    const copy = canvas.getByRole('button', { name: 'Kopiuj' });
    await userEvent.hover(copy);
    await settle();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    clock.advance(699);
    await settle();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    clock.advance(1);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Kopiuj numer');
    await expect(copy).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
  },
};

/** Keyboard focus waits the same 700 ms as hover (closed at 699, open at 700); Escape hides. */
export const KeyboardFocus: Story = {
  ...timingStory,
  play: async ({ canvas, userEvent }) => {
    const edit = canvas.getByRole('button', { name: 'Edytuj' });
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    clock.advance(699);
    await settle();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    clock.advance(1);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edytuj klienta');
    await expect(edit).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
