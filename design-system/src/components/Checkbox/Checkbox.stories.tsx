import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Zgoda na kontakt e-mail', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Zgoda na kontakt e-mail' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Zgoda na kontakt e-mail' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Kanały zgody" defaultValue={['email']} description="Zgody RODO klienta." isRequired>
      <Checkbox value="email">E-mail</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
      <Checkbox value="phone">Telefon</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="md">
      <Checkbox>Niezaznaczone</Checkbox>
      <Checkbox defaultSelected>Zaznaczone</Checkbox>
      <Checkbox isIndeterminate>Częściowo</Checkbox>
      <Checkbox isInvalid>Błędne</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Wyłączone
      </Checkbox>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
