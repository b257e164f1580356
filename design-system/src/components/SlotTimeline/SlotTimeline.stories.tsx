import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SlotTimeline, type SlotValue } from './SlotTimeline';

const ramps = [
  { id: 'r1', label: 'Rampa 1' },
  { id: 'r2', label: 'Rampa 2' },
  { id: 'r3', label: 'Rampa 3 (chłodnia)' },
];

const taken = [
  { rampId: 'r1', hour: 6, label: 'AW-0041' },
  { rampId: 'r1', hour: 7, label: 'AW-0041' },
  { rampId: 'r2', hour: 8, label: 'AW-0042' },
  { rampId: 'r3', hour: 10 },
];

const onChange = fn().mockName('onChange');

function Picker({ initial = null }: { initial?: SlotValue | null }) {
  const [value, setValue] = useState<SlotValue | null>(initial);
  return (
    <SlotTimeline
      aria-label="Wolne okna, 22.11.2026"
      ramps={ramps}
      startHour={6}
      endHour={14}
      taken={taken}
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
  args: { 'aria-label': 'Wolne okna, 22.11.2026', ramps, taken, startHour: 6, endHour: 14 },
  render: () => <Picker />,
} satisfies Meta<typeof SlotTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Rampa 2, 09:00–10:00, wolne' }));
    await expect(onChange).toHaveBeenLastCalledWith({ rampId: 'r2', hour: 9 });
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
    await expect(onChange).not.toHaveBeenLastCalledWith({ rampId: 'r2', hour: 8 });
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith({ rampId: 'r2', hour: 9 });
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('gridcell', { name: /Rampa 2, 13:00/ })).toHaveFocus();
  },
};

export const Selected: Story = { render: () => <Picker initial={{ rampId: 'r3', hour: 12 }} /> };

export const SelectedDark: Story = { ...Selected, globals: { theme: 'dark' } };

export const Mobile360: Story = {
  ...Selected,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
