import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { TagGroup, type TagItem } from './TagGroup';

const tags: TagItem[] = [
  { id: 'vip', label: 'VIP' },
  { id: 'hurt', label: 'Hurt' },
  { id: 'eksport', label: 'Eksport' },
];

const meta = {
  title: 'Design System/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  args: { label: 'Tagi klienta', items: tags },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onRemove = fn().mockName('onRemove');

function Removable() {
  const [items, setItems] = useState(tags);
  return (
    <TagGroup
      label="Tagi klienta"
      items={items}
      onRemove={(keys) => {
        onRemove([...keys]);
        setItems((current) => current.filter((tag) => !keys.has(tag.id)));
      }}
    />
  );
}

export const RemovableKeyboardAndPointer: Story = {
  render: () => <Removable />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('row', { name: /Hurt/ })).getByRole('button'));
    await expect(onRemove).toHaveBeenLastCalledWith(['hurt']);
    await expect(canvas.queryByText('Hurt')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    await expect(onRemove).toHaveBeenCalledTimes(2);
  },
};

export const FilterChips: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['vip'], onSelectionChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('row', { name: 'Eksport' }));
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await expect(canvas.getByRole('row', { name: 'Eksport' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      <TagGroup label="Tagi" items={tags} onRemove={() => {}} description="Tagi widzą wszyscy handlowcy." />
      <TagGroup label="Filtry" items={tags} selectionMode="multiple" defaultSelectedKeys={['hurt']} />
      <TagGroup label="Brak" items={[]} />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
