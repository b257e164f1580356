import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { SidebarProvider } from '../Sidebar/SidebarProvider';
import { Header } from './Header';
import { logo } from './shell.fixtures';

const meta = {
  title: 'Design System/Header',
  component: Header,
  tags: ['autodocs'],
  args: { logo },
  argTypes: { logo: { control: false }, children: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SidebarProvider defaultOpen>
        <Story />
      </SidebarProvider>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rampa' })).toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Przełącz panel boczny' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const WithActions: Story = {
  args: {
    children: (
      <IconButton aria-label="Powiadomienia">
        <Bell />
      </IconButton>
    ),
  },
};

export const WithActionsDark: Story = { ...WithActions, globals: { theme: 'dark' } };

export const Mobile360: Story = {
  ...WithActions,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
