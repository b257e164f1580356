import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { NumberField } from './NumberField';

const meta = {
  title: 'Design System/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Waga (kg)', onChange: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['decimal', 'integer', 'currency'] } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Polish input: a decimal comma is accepted and the value reaches the app as a number. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Waga (kg)' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
    await expect(input).toHaveValue('1234,5');
  },
};

export const CurrencyPLN: Story = {
  args: { label: 'Limit kredytowy', kind: 'currency', defaultValue: 12345.6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Limit kredytowy' })).toHaveValue(
      '12\u00a0345,60\u00a0zł',
    );
  },
};

export const KeyboardSteps: Story = {
  args: { label: 'Termin płatności (dni)', kind: 'integer', defaultValue: 14, minValue: 0, maxValue: 120 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Termin płatności (dni)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(16);
    await userEvent.click(canvas.getByRole('button', { name: /Zmniejsz/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
  },
};

export const OutOfRange: Story = {
  args: { label: 'Palety', kind: 'integer', minValue: 1, maxValue: 33, isRequired: true },
  render: (args) => (
    <form>
      <NumberField {...args} name="pallets" />
      <button type="submit">Wyślij</button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij' }));
    const input = canvas.getByRole('textbox', { name: /Palety/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('To pole jest wymagane.');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <NumberField label="Kwota" kind="currency" defaultValue={1234.5} />
      <NumberField label="Waga (kg)" defaultValue={0.75} description="Z dokładnością do 0,01 kg." />
      <NumberField
        label="Palety"
        kind="integer"
        defaultValue={40}
        isInvalid
        errorMessage="Najwyżej 33 palety."
      />
      <NumberField label="Rabat" defaultValue={5} isDisabled hasSteppers={false} />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
