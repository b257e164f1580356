import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SlotTimeline, type SlotValue, type TakenSlot } from './SlotTimeline';

const ramps = [
  { id: 'r1', label: 'Rampa 1' },
  { id: 'r2', label: 'Rampa 2' },
  { id: 'r3', label: 'Rampa 3 (chłodnia)' },
];

const h = (hour: number, minute = 0) => hour * 60 + minute;

const taken: TakenSlot[] = [
  { rampId: 'r1', minute: h(6), label: 'AW-0041' },
  { rampId: 'r1', minute: h(7), label: 'AW-0041' },
  { rampId: 'r2', minute: h(8), label: 'AW-0042' },
  { rampId: 'r3', minute: h(10) },
];

// The same day on the warehouse's 30-minute grid: AW-0041 06:00–08:00, AW-0042 08:00–09:00, 09:30–10:30 on
// Rampa 2 taken, so from 09:00 only one free half hour is left there.
const halfHours: TakenSlot[] = [
  ...[h(6), h(6, 30), h(7), h(7, 30)].map((minute) => ({ rampId: 'r1', minute, label: 'AW-0041' })),
  { rampId: 'r2', minute: h(8), label: 'AW-0042' },
  { rampId: 'r2', minute: h(8, 30), label: 'AW-0042' },
  { rampId: 'r2', minute: h(9, 30), label: 'AW-0043' },
  { rampId: 'r2', minute: h(10), label: 'AW-0043' },
];

const onChange = fn().mockName('onChange');

function Picker({
  initial = null,
  ...props
}: { initial?: SlotValue | null } & Partial<Parameters<typeof SlotTimeline>[0]>) {
  const [value, setValue] = useState<SlotValue | null>(initial);
  return (
    <SlotTimeline
      aria-label="Wolne okna, 22.11.2026"
      ramps={ramps}
      startMinute={h(6)}
      endMinute={h(14)}
      taken={taken}
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/SlotTimeline',
  component: SlotTimeline,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Wolne okna, 22.11.2026', ramps, taken, startMinute: h(6), endMinute: h(14) },
  render: () => <Picker />,
} satisfies Meta<typeof SlotTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Rampa 2, 09:00–10:00, wolne' }));
    await expect(onChange).toHaveBeenLastCalledWith({ rampId: 'r2', minute: h(9) });
    await expect(canvas.getByRole('gridcell', { name: 'Rampa 2, 09:00–10:00, wolne' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    onChange.mockClear();
    await userEvent.click(canvas.getByRole('gridcell', { name: /Rampa 1, 06:00–07:00, zajęte: AW-0041/ }));
    await expect(onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('gridcell', { name: /Rampa 1, 06:00/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('gridcell', { name: /Rampa 2, 08:00/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onChange).not.toHaveBeenLastCalledWith({ rampId: 'r2', minute: h(8) });
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith({ rampId: 'r2', minute: h(9) });
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('gridcell', { name: /Rampa 2, 13:00/ })).toHaveFocus();
  },
};

export const Selected: Story = { render: () => <Picker initial={{ rampId: 'r3', minute: h(12) }} /> };

export const SelectedDark: Story = { ...Selected, globals: { theme: 'dark' } };

export const Mobile360: Story = {
  ...Selected,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/**
 * The warehouse's 30-minute grid with a 90-minute window (three cells): a cell starts a window only where all
 * three are free; the chosen window is marked on every cell it covers.
 */
export const HalfHourSlots: Story = {
  render: () => <Picker slotMinutes={30} span={3} taken={halfHours} endMinute={h(12)} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('columnheader', { name: '09:30' })).toBeVisible();
    const short = canvas.getByRole('gridcell', {
      name: 'Rampa 2, 09:00–09:30, wolne, okno 1 godz. 30 min stąd się nie mieści',
    });
    await expect(short).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(short);
    await expect(onChange).not.toHaveBeenLastCalledWith({ rampId: 'r2', minute: h(9) });
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Rampa 2, 10:30–11:00, wolne' }));
    await expect(onChange).toHaveBeenLastCalledWith({ rampId: 'r2', minute: h(10, 30) });
    for (const name of ['10:30–11:00', '11:00–11:30', '11:30–12:00'])
      await expect(canvas.getByRole('gridcell', { name: `Rampa 2, ${name}, wolne` })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    await expect(
      canvas.getByRole('gridcell', { name: 'Rampa 2, 10:00–10:30, zajęte: AW-0043' }),
    ).toHaveAttribute('aria-selected', 'false');
  },
};

/** Today: the current time's column says "teraz" to a screen reader and a line marks the moment. */
export const CurrentTime: Story = {
  render: () => <Picker slotMinutes={30} taken={halfHours} endMinute={h(12)} now={h(9, 40)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '09:30 teraz' })).toBeVisible();
    await expect(canvas.queryAllByRole('columnheader', { name: /teraz/ })).toHaveLength(1);
  },
};

/** A held cell a pending request asks for is marked as a clash, and says which request. */
export const Conflict: Story = {
  render: () => (
    <Picker
      taken={[
        ...taken.slice(0, 2),
        { rampId: 'r2', minute: h(8), label: 'AW-0042', conflict: 'AW-0050 prosi o to okno' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('gridcell', {
        name: 'Rampa 2, 08:00–09:00, zajęte: AW-0042, konflikt: AW-0050 prosi o to okno',
      }),
    ).toHaveAttribute('data-conflict', 'true');
    await expect(canvas.getByText('konflikt')).toBeInTheDocument();
  },
};
