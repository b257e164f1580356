import { parseTime, Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TimeField } from './TimeField';

const meta = {
  title: 'Design System/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Godzina od', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing digits fills hour then minute (24 h, leading zeros); the value is a `Time`. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Godzina od' });
    await expect(group).toHaveTextContent('––:––');
    const [hour, minute] = canvas.getAllByRole('spinbutton');
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(2);
    await userEvent.click(hour!);
    await userEvent.keyboard('0730');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(new Time(7, 30)));
    await expect(group).toHaveTextContent('07:30');
    await expect(minute).toHaveFocus();
    // Afternoon hours stay as typed: no AM/PM segment.
    await userEvent.click(hour!);
    await userEvent.keyboard('19');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(new Time(19, 30)));
    await expect(group).toHaveTextContent('19:30');
  },
};

/** Controlled: the app holds the `Time`; arrow keys step the focused segment. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Time | null>(parseTime('14:05'));
    return (
      <Stack gap="sm">
        <TimeField
          label="Godzina przyjazdu"
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange?.(next);
          }}
        />
        <output>{value ? `Wybrano ${value.toString().slice(0, 5)}` : 'Nie wybrano'}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Godzina przyjazdu' });
    await expect(group).toHaveTextContent('14:05');
    const [hour, minute] = canvas.getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(15, 5));
    await expect(canvas.getByText('Wybrano 15:05')).toBeVisible();
    await userEvent.click(minute!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Wybrano 15:04')).toBeVisible();
  },
};

/** Outside `minValue`–`maxValue` the field is invalid once left, with a Polish message. */
export const OutOfRange: Story = {
  render: (args) => (
    <TimeField
      {...args}
      label="Godzina od"
      description="Magazyn przyjmuje od 07:00 do 18:00."
      minValue={new Time(7)}
      maxValue={new Time(18)}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const [hour] = canvas.getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('0830');
    await userEvent.tab();
    await expect(hour).not.toHaveAttribute('aria-invalid');
    // 06:30 is before 07:00: invalid once the field is left, with the Polish message.
    await userEvent.click(hour!);
    await userEvent.keyboard('06');
    await userEvent.tab();
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Wpisz godzinę od 07:00 do 18:00.')).toBeVisible();
    // React Aria puts the current time first in the segment's description ("Wybrany czas: 06:30").
    await expect(hour).toHaveAccessibleDescription(/Wpisz godzinę od 07:00 do 18:00\.$/);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <TimeField {...args} label="Godzina przyjazdu" defaultValue={parseTime('14:05')} isDisabled />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Godzina przyjazdu' });
    await expect(group).toHaveTextContent('14:05');
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(group).toHaveTextContent('14:05');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const onSubmit = fn().mockName('onSubmit');

/** The awizacja slot form: "Godzina do" may not be earlier than "Godzina od". */
function SlotForm() {
  const [from, setFrom] = useState<Time | null>(null);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Inline gap="md">
        <TimeField label="Godzina od" name="from" isRequired value={from} onChange={setFrom} />
        <TimeField label="Godzina do" name="to" isRequired minValue={from} />
      </Inline>
      <Box>
        <Button type="submit">Zapisz okno</Button>
      </Box>
    </Form>
  );
}

export const InForm: Story = {
  render: () => <SlotForm />,
  beforeEach: () => onSubmit.mockClear(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz okno' }));
    const [fromHour, , toHour] = canvas.getAllByRole('spinbutton');
    await expect(fromHour).toHaveAttribute('aria-invalid', 'true');
    await expect(fromHour).toHaveAccessibleDescription(/To pole jest wymagane\.$/);
    await expect(fromHour).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('0800');
    await userEvent.click(toHour!);
    await userEvent.keyboard('0730');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz okno' }));
    // React Aria puts the current time first in the segment's description ("Wybrany czas: 07:30").
    await expect(toHour).toHaveAccessibleDescription(/Wpisz godzinę nie wcześniejszą niż 08:00\.$/);
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(toHour!);
    await userEvent.keyboard('0930');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz okno' }));
    await expect(onSubmit).toHaveBeenCalledWith({ from: '08:00:00', to: '09:30:00' });
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <TimeField label="Godzina od" />
      <TimeField label="Godzina do" defaultValue={parseTime('16:30')} description="Koniec okna dostawy." />
      <TimeField
        label="Godzina przyjazdu"
        defaultValue={parseTime('05:45')}
        isInvalid
        errorMessage="Magazyn otwiera się o 07:00."
      />
      <TimeField label="Godzina wyjazdu" defaultValue={parseTime('14:05')} isDisabled isRequired />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
