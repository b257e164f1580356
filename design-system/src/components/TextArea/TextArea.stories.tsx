import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Uwagi', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Widoczne tylko dla zespołu.' },
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Uwagi' });
    await userEvent.type(area, 'Dostawa od bramy nr 2.{Enter}Kierowca dzwoni.');
    await expect(area).toHaveValue('Dostawa od bramy nr 2.\nKierowca dzwoni.');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(area).toHaveAccessibleDescription('Widoczne tylko dla zespołu.');
  },
};

export const TooLong: Story = {
  args: { maxLength: 5, defaultValue: 'abc', isRequired: true },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: /Uwagi/ });
    await userEvent.clear(area);
    await userEvent.tab();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('To pole jest wymagane.');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <TextArea label="Uwagi" placeholder="np. godziny otwarcia magazynu" />
      <TextArea
        label="Adres dostawy"
        defaultValue="ul. Piotrkowska 12"
        isInvalid
        errorMessage="Podaj kod pocztowy."
      />
      <TextArea label="Notatka" defaultValue="Tylko do odczytu" isDisabled />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
