import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Switch } from './Switch';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Powiadomienia e-mail', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Powiadomienia e-mail' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="md">
      <Switch>Wyłączony</Switch>
      <Switch defaultSelected>Włączony</Switch>
      <Switch isDisabled>Niedostępny</Switch>
      <Switch isDisabled defaultSelected>
        Niedostępny, włączony
      </Switch>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
