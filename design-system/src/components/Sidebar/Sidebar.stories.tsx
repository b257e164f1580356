import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCircle, LayoutDashboard, List, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { TOOLTIP_SKIP_DELAY } from '../../constants';
import { createTestClock } from '../Tooltip/testClock';
import { TooltipDefaultsProvider } from '../Tooltip/TooltipDefaults';
import { createTooltipGroup } from '../Tooltip/tooltipTiming';
import { RoleSwitcher } from '../RoleSwitcher/RoleSwitcher';
import { UserMenu } from '../UserMenu/UserMenu';
import { demoUser, roles, userMenuItems } from '../AppShell/shell.fixtures';
import { Sidebar, SidebarContent, SidebarFooter, SidebarGroup, SidebarHeader } from './Sidebar';
import { SidebarItem, SidebarLink } from './SidebarLink';
import { SidebarProvider } from './SidebarProvider';

interface SidebarExampleProps {
  /** Desktop state. */
  open: boolean;
  onPressLink: () => void;
  onHelp: () => void;
  onUserAction: (id: string) => void;
}

function SidebarExample({ open, onPressLink, onHelp, onUserAction }: SidebarExampleProps) {
  return (
    <SidebarProvider open={open}>
      <Sidebar>
        <SidebarHeader>
          <RoleSwitcher options={roles} />
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarLink icon={<LayoutDashboard />} isActive onPress={onPressLink}>
              Pulpit
            </SidebarLink>
          </SidebarGroup>
          <SidebarGroup label="Klienci">
            <SidebarLink icon={<UserPlus />} onPress={onPressLink}>
              Nowy klient
            </SidebarLink>
            <SidebarLink icon={<List />} onPress={onPressLink}>
              Lista
            </SidebarLink>
          </SidebarGroup>
          <SidebarGroup label="Pomoc">
            <SidebarItem icon={<HelpCircle />} onPress={onHelp}>
              Skróty klawiszowe
            </SidebarItem>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <UserMenu {...demoUser} items={userMenuItems} onAction={onUserAction} />
        </SidebarFooter>
      </Sidebar>
    </SidebarProvider>
  );
}

const meta = {
  title: 'Design System/Sidebar',
  component: SidebarExample,
  tags: ['autodocs'],
  args: { open: true, onPressLink: fn(), onHelp: fn(), onUserAction: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SidebarExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Panel boczny' });
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Pulpit' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('group', { name: 'Klienci' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Nowy klient' }));
    await expect(args.onPressLink).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Skróty klawiszowe' }));
    await expect(args.onHelp).toHaveBeenCalledTimes(1);
  },
};

export const Collapsed: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Panel boczny' });
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Group names and labels remain for screen readers on the icon rail.
    await expect(within(sidebar).getByRole('group', { name: 'Klienci' })).toBeInTheDocument();
    // Keyboard: tab to the first link; its tooltip shows the label at once.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pulpit' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toHaveTextContent('Pulpit');
  },
};

const clock = createTestClock();

/** On the icon rail, hover shows the label at once: on a test clock that never moves, so no delay can pass. */
export const CollapsedHoverAtOnce: Story = {
  args: { open: false },
  tags: ['no-visual'],
  beforeEach: () => clock.reset(),
  render: function Render(args) {
    const [group] = useState(() => createTooltipGroup({ skipDelay: TOOLTIP_SKIP_DELAY, timers: clock }));
    return (
      <TooltipDefaultsProvider group={group}>
        <SidebarExample {...args} />
      </TooltipDefaultsProvider>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // React Aria shows hover tooltips only once the pointer has been used.
    await userEvent.click(canvasElement);
    const link = canvas.getByRole('link', { name: 'Lista' });
    await userEvent.hover(link);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Lista'));
    await expect(link).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    // Leaving closes it at once too (no close delay on the rail).
    await userEvent.unhover(link);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(clock.now()).toBe(0);
  },
};

export const ExpandedDark: Story = { globals: { theme: 'dark' } };

export const CollapsedDark: Story = { args: { open: false }, globals: { theme: 'dark' } };
