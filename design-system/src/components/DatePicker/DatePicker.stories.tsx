import { parseDate, parseTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { TimeField } from '../TimeField/TimeField';
import { DatePicker, DateRangePicker } from './DatePicker';

const meta = {
  title: 'Design System/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Data dostawy', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Segments in DD.MM.RRRR order with leading zeros; arrow keys change the focused segment. */
export const Default: Story = {
  // Date objects in a render, not in args: Storybook clones args and would drop the class.
  render: (args) => <DatePicker {...args} defaultValue={parseDate('2025-03-07')} />,
  play: async ({ canvas, userEvent, args }) => {
    const segments = canvas.getAllByRole('spinbutton');
    // React Aria labels them "dzień, ", "miesiąc, ", "rok, " (the field label follows via aria-labelledby).
    await expect(segments.map((s) => s.getAttribute('aria-label')?.replace(/,\s*$/, ''))).toEqual([
      'dzień',
      'miesiąc',
      'rok',
    ]);
    await expect(canvas.getByRole('group', { name: 'Data dostawy' })).toHaveTextContent('07.03.2025');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-08'));
    await expect(canvas.getByRole('group', { name: 'Data dostawy' })).toHaveTextContent('08.03.2025');
  },
};

/** Typing digits fills the segments in DD.MM.RRRR order, moving on by itself after each full segment. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('22112026');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-22')));
    await expect(canvas.getByRole('group', { name: 'Data dostawy' })).toHaveTextContent('22.11.2026');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Data dostawy' })).toHaveTextContent('dd.mm.rrrr');
  },
};

/** The calendar starts on Monday and uses Polish month names; arrows move by day, Enter picks. */
export const CalendarKeyboard: Story = {
  render: (args) => <DatePicker {...args} defaultValue={parseDate('2026-11-22')} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Otwórz kalendarz/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/listopad 2026/i);
    // The weekday row is aria-hidden (each day's name carries the weekday).
    const headers = [...dialog.querySelectorAll('thead th')];
    await expect(headers[0]).toHaveTextContent(/^p/i);
    await expect(headers[6]).toHaveTextContent(/^n/i);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-23'));
  },
};

export const CalendarOpen: Story = {
  render: (args) => <DatePicker {...args} defaultValue={parseDate('2026-11-22')} defaultOpen />,
  play: async () => {
    // The popover fades in: wait until it is shown rather than only mounted.
    await waitFor(() => expect(screen.getByRole('grid')).toBeVisible());
  },
};

export const Range: Story = {
  render: () => (
    <DateRangePicker
      label="Okres awizacji"
      defaultValue={{ start: parseDate('2026-11-02'), end: parseDate('2026-11-06') }}
      description="Od poniedziałku do piątku."
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Okres awizacji' })).toHaveTextContent(
      /02\.11\.2026.*06\.11\.2026/,
    );
  },
};

export const RangeOpen: Story = {
  render: () => (
    <DateRangePicker
      label="Okres awizacji"
      defaultOpen
      defaultValue={{ start: parseDate('2026-11-02'), end: parseDate('2026-11-06') }}
    />
  ),
  play: async () => {
    // The popover fades in: wait until it is shown rather than only mounted.
    await waitFor(() => expect(screen.getByRole('grid')).toBeVisible());
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <DatePicker label="Data dostawy" />
      <DatePicker label="Data dostawy" defaultValue={parseDate('2026-03-07')} description="Dzień roboczy." />
      <DatePicker
        label="Termin"
        defaultValue={parseDate('2026-01-01')}
        isInvalid
        errorMessage="Wybierz dzień roboczy."
      />
      <DatePicker label="Utworzono" defaultValue={parseDate('2026-11-22')} isDisabled />
      <TimeField label="Godzina" defaultValue={parseTime('07:30')} />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
