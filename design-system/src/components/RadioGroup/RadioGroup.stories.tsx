import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Design System/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Rodzaj klienta',
    onChange: fn(),
    children: [
      <Radio key="company" value="company">
        Firma
      </Radio>,
      <Radio key="person" value="person">
        Osoba prywatna
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Osoba prywatna' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('person');
  },
};

export const KeyboardArrows: Story = {
  args: { defaultValue: 'company' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Firma' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Osoba prywatna' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('person');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="xl">
      <RadioGroup label="Rodzaj klienta" defaultValue="company" orientation="horizontal">
        <Radio value="company">Firma</Radio>
        <Radio value="person">Osoba prywatna</Radio>
      </RadioGroup>
      <RadioGroup
        label="Kanał"
        isInvalid
        errorMessage="Wybierz kanał."
        description="Jak klient woli kontakt."
      >
        <Radio value="email">E-mail</Radio>
        <Radio value="phone">Telefon</Radio>
      </RadioGroup>
      <RadioGroup label="Waluta" defaultValue="pln" isDisabled>
        <Radio value="pln">PLN</Radio>
        <Radio value="eur">EUR</Radio>
      </RadioGroup>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
