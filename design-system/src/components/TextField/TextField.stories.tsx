import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Form } from 'react-aria-components';
import { Stack } from '../../layout/Stack';
import { Box } from '../../layout/Box';
import { Button } from '../Button/Button';
import { TextField } from './TextField';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Nazwa firmy', onChange: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="full" width="full">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nazwa firmy' });
    await userEvent.type(input, 'Rampa sp. z o.o.');
    await expect(input).toHaveValue('Rampa sp. z o.o.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Rampa sp. z o.o.');
  },
};

export const WithDescription: Story = {
  args: { label: 'NIP', description: '10 cyfr, bez kresek.', placeholder: '1234567890' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'NIP' })).toHaveAccessibleDescription(
      '10 cyfr, bez kresek.',
    );
  },
};

const onSubmit = fn().mockName('onSubmit');

/** Native constraints (required, e-mail, length) get Polish messages after a submit attempt. */
export const RequiredInForm: Story = {
  args: { label: 'E-mail', type: 'email', name: 'email', isRequired: true },
  render: (args) => (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <Stack gap="md">
        <TextField {...args} />
        <TextField label="Hasło" type="password" name="password" minLength={3} isRequired />
        <Box>
          <Button type="submit">Zaloguj</Button>
        </Box>
      </Stack>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('To pole jest wymagane.');
    await expect(canvas.getByLabelText(/Hasło/)).toHaveAccessibleDescription('To pole jest wymagane.');

    await userEvent.type(email, 'anna@');
    await userEvent.tab();
    await userEvent.type(canvas.getByLabelText(/Hasło/), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj' }));
    await expect(email).toHaveAccessibleDescription('Wpisz poprawny adres e-mail.');
    // (tooShort is only reported for real keyboard edits, so minLength's Polish message can't be shown here.)
    await expect(canvas.getByLabelText(/Hasło/)).not.toHaveAttribute('aria-invalid');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** A server-side error passed in by the app. */
export const Invalid: Story = {
  args: {
    label: 'PESEL',
    defaultValue: '1234',
    isInvalid: true,
    errorMessage: 'PESEL musi mieć 11 cyfr.',
    description: 'Numer z dowodu osobistego.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PESEL' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('PESEL musi mieć 11 cyfr.')).toBeVisible();
  },
};

export const CustomValidate: Story = {
  args: {
    label: 'Kod klienta',
    validationBehavior: 'aria',
    validate: (value: string) =>
      value.length > 0 && !/^K\d{4}$/.test(value) ? 'Kod ma postać K0000.' : null,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Kod klienta' });
    await userEvent.type(input, 'X1');
    await expect(canvas.getByText('Kod ma postać K0000.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'K1234');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Rampa sp. z o.o.' } };

export const AllStatesDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack gap="lg">
      <TextField label="Nazwa firmy" placeholder="np. Rampa sp. z o.o." description="Pełna nazwa z KRS." />
      <TextField label="PESEL" defaultValue="1234" isInvalid errorMessage="PESEL musi mieć 11 cyfr." />
      <TextField label="Miasto" defaultValue="Łódź" isDisabled />
    </Stack>
  ),
};
