import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button/Button';
import { StatusBadge } from '../Badge/StatusBadge';
import { Card } from './Card';

const meta = {
  title: 'Design System/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Dane klienta',
    description: 'KL-000123',
    children: 'Rampa sp. z o.o., ul. Piotrkowska 12, 90-001 Łódź',
  },
  argTypes: { elevation: { control: 'inline-radio', options: ['raised', 'flat'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Dane klienta' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: () => (
    <Stack gap="lg">
      <Card
        title="Dane klienta"
        description="KL-000123"
        actions={<StatusBadge kind="client" status="active" />}
        footer={
          <>
            <Button variant="secondary">Anuluj</Button>
            <Button>Zapisz</Button>
          </>
        }
      >
        Rampa sp. z o.o., ul. Piotrkowska 12, 90-001 Łódź
      </Card>
      <Card elevation="flat">Karta bez nagłówka.</Card>
    </Stack>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };

export const Mobile360: Story = {
  ...AllVariants,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
