import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Design System/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn(), children: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const onValid = fn().mockName('onValid');

/** A client form: required fields, Polish messages, focus on the first error, then a server-side NIP error. */
function ClientForm({ serverErrors }: { serverErrors?: Record<string, string> }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  return (
    <Form
      validationErrors={errors}
      formError={formError}
      onInvalid={() => setFormError('Formularz nie jest poprawny, sprawdź błędy.')}
      onSubmit={(event) => {
        event.preventDefault();
        setFormError(undefined);
        if (serverErrors) {
          setErrors(serverErrors);
          setFormError('Nie zapisano klienta.');
          return;
        }
        onValid(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextField label="Nazwa firmy" name="name" isRequired />
      <TextField label="NIP" name="nip" isRequired description="10 cyfr, bez kresek." />
      <Select
        label="Status"
        name="status"
        defaultSelectedKey="lead"
        items={[
          { id: 'lead', label: 'potencjalny' },
          { id: 'active', label: 'aktywny' },
        ]}
      />
      <NumberField label="Limit kredytowy" name="creditLimit" kind="currency" minValue={0} />
      <TextArea label="Uwagi" name="notes" />
      <Checkbox name="consent" value="email">
        Zgoda na kontakt e-mail
      </Checkbox>
      <Inline gap="sm">
        <Button type="submit">Zapisz</Button>
        <Button type="reset" variant="secondary">
          Wyczyść
        </Button>
      </Inline>
    </Form>
  );
}

export const FieldErrors: Story = {
  render: () => <ClientForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz' }));
    const name = canvas.getByRole('textbox', { name: /Nazwa firmy/ });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('To pole jest wymagane.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Formularz nie jest poprawny, sprawdź błędy.');
    await userEvent.type(name, 'Rampa sp. z o.o.');
    await userEvent.type(canvas.getByRole('textbox', { name: /NIP/ }), '7251234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz' }));
    await expect(onValid).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Rampa sp. z o.o.', nip: '7251234567', status: 'lead' }),
    );
  },
};

export const ServerErrors: Story = {
  render: () => <ClientForm serverErrors={{ nip: 'Nieprawidłowy NIP.' }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Nazwa firmy/ }), 'Rampa');
    await userEvent.type(canvas.getByRole('textbox', { name: /NIP/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz' }));
    await expect(canvas.getByRole('textbox', { name: /NIP/ })).toHaveAccessibleDescription(
      /Nieprawidłowy NIP\./,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nie zapisano klienta.');
  },
};

export const Dark: Story = { render: () => <ClientForm />, globals: { theme: 'dark' } };
