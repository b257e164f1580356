import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const onAdd = fn().mockName('onAdd');

const meta = {
  title: 'Design System/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Klienci',
    subtitle: 'Razem: 2002 klientów',
    actions: (
      <>
        <Button variant="secondary">Eksportuj CSV</Button>
        <Button onPress={onAdd}>Dodaj klienta</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Klienci', level: 1 })).toHaveAttribute(
      'id',
      'page-title',
    );
    await expect(canvas.getByText('Razem: 2002 klientów')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj klienta' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** A title alone (a detail page's loading or error state keeps its real heading). */
export const TitleOnly: Story = { args: { subtitle: undefined, actions: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };
