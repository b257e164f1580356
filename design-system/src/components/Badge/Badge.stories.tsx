import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Badge } from './Badge';
import {
  AWIZACJA_STATUS_LABELS,
  CLIENT_STATUS_LABELS,
  StatusBadge,
  type AwizacjaStatus,
  type ClientStatus,
} from './StatusBadge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Nowy' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'accent', 'success', 'warning', 'danger', 'muted'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const tones = ['neutral', 'info', 'accent', 'success', 'warning', 'danger', 'muted'] as const;

export const AllVariants: Story = {
  render: () => (
    <Stack gap="md">
      <Inline gap="sm">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Inline>
      <Inline gap="sm">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} hasDot>
            {tone}
          </Badge>
        ))}
      </Inline>
    </Stack>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };

/** Every awizacja and client status with its Polish label. */
export const Statuses: Story = {
  render: () => (
    <Stack gap="md">
      <Inline gap="sm">
        {(Object.keys(AWIZACJA_STATUS_LABELS) as AwizacjaStatus[]).map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </Inline>
      <Inline gap="sm">
        {(Object.keys(CLIENT_STATUS_LABELS) as ClientStatus[]).map((status) => (
          <StatusBadge key={status} kind="client" status={status} />
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Szkic', 'Zgłoszona', 'Potwierdzona', 'Na placu', 'W realizacji', 'Zakończona']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    for (const label of ['Odrzucona', 'Anulowana', 'Niestawienie', 'potencjalny', 'aktywny', 'zablokowany']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const StatusesDark: Story = { ...Statuses, globals: { theme: 'dark' } };
