import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const clients = [
  { id: 'KL-000101', label: 'Cezary Ćma — Ćma Transport' },
  { id: 'KL-000102', label: 'Łukasz Lech — Lech Logistyka' },
  { id: 'KL-000103', label: 'Żaneta Zenon — Zenon Meble' },
  { id: 'KL-000104', label: 'Rampa sp. z o.o.' },
];

/** Stands in for a GraphQL search: filters after a short delay and honours the abort signal. */
const searchClients = (text: string, signal: AbortSignal) =>
  new Promise<typeof clients>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        resolve(
          clients.filter((c) => c.label.toLocaleLowerCase('pl').includes(text.toLocaleLowerCase('pl'))),
        ),
      150,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

const meta = {
  title: 'Design System/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Klient', items: clients, onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Klient' });
    await userEvent.type(input, 'łuk');
    const listbox = await screen.findByRole('listbox');
    // The list filters as each letter arrives: wait until it has settled on the one match.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    const option = within(listbox).getByRole('option', { name: 'Łukasz Lech — Lech Logistyka' });
    // Enter picks the option the input points at: press it only once ArrowDown has moved there.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith('KL-000102'));
    await expect(input).toHaveValue('Łukasz Lech — Lech Logistyka');
  },
};

export const AsyncOptions: Story = {
  args: { items: undefined, loadOptions: searchClients, placeholder: 'Nazwa lub kod' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Klient' });
    await userEvent.type(input, 'rampa');
    const option = await screen.findByRole('option', { name: 'Rampa sp. z o.o.' });
    await userEvent.click(option);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('KL-000104');
  },
};

/** Searches by code only, as a SKU search would: the picked option's label finds nothing on its own. */
const searchByCode = (text: string) =>
  Promise.resolve(clients.filter((c) => text === '' || c.id.toLowerCase().includes(text.toLowerCase())));

function ControlledPick(props: Omit<ComboBoxProps<string | number>, 'selectedKey'>) {
  const [key, setKey] = useState<Key | null>(null);
  return (
    <Stack gap="md">
      <ComboBox
        {...props}
        selectedKey={key}
        onSelectionChange={(next) => {
          setKey(next);
          props.onSelectionChange?.(next);
        }}
      />
      <button type="button">Dalej</button>
    </Stack>
  );
}

/** A controlled pick survives the reload its label triggers and leaving the field (a form keeps its value). */
export const AsyncKeepsPick: Story = {
  tags: ['no-visual'],
  args: { items: undefined, loadOptions: searchByCode },
  render: (args) => <ControlledPick {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Klient' });
    await userEvent.type(input, '0103');
    await userEvent.click(await screen.findByRole('option', { name: 'Żaneta Zenon — Zenon Meble' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('KL-000103');
    await userEvent.click(canvas.getByRole('button', { name: 'Dalej' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('KL-000103');
    await expect(input).toHaveValue('Żaneta Zenon — Zenon Meble');
  },
};

export const NoResults: Story = {
  args: { menuTrigger: 'focus' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Klient' }), 'xyz');
    await waitFor(() => expect(screen.getByText('Brak wyników')).toBeVisible());
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <ComboBox label="Klient" items={clients} placeholder="Nazwa lub kod" />
      <ComboBox
        label="Klient"
        items={clients}
        defaultSelectedKey="KL-000104"
        description="Płatnik faktury."
      />
      <ComboBox label="Przewoźnik" items={clients} isInvalid errorMessage="Wybierz przewoźnika." />
      <ComboBox label="Klient" items={clients} defaultSelectedKey="KL-000101" isDisabled />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
