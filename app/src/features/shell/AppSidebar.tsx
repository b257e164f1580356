import { useRouterState } from '@tanstack/react-router';
import type { OrganizationRole } from '@rampa/domain';
import {
  RoleSwitcher,
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
} from '@rampa/design-system';
import { useActiveRole } from '@rampa/sdk/react';
import { NavLink } from './navLink';
import { ROLE_LABELS } from '../roles/areas';
import { useSwitchRole } from '../roles/useSwitchRole';
import { AppUserMenu } from './AppUserMenu';
import { isNavItemActive, menuFor, type NavLinkItem } from './navigation';
import { navIcon } from './navIcons';

const roleOfLabel = (label: string, roles: readonly OrganizationRole[]) =>
  roles.find((role) => ROLE_LABELS[role] === label);

/** The active role's menu; the switcher lists only the roles the user holds and goes to the chosen one's area. */
export function AppSidebar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { role, roles } = useActiveRole();
  const switchRole = useSwitchRole();
  const menu = menuFor(role);

  const renderItem = (item: NavLinkItem) => (
    <NavLink
      key={item.to}
      to={item.to}
      icon={navIcon(item.to)}
      isActive={isNavItemActive(pathname, item.to)}
      aria-label={item.name}
    >
      {item.label}
    </NavLink>
  );

  return (
    <Sidebar>
      <SidebarHeader>
        {role && (
          <RoleSwitcher
            options={roles.map((held) => ROLE_LABELS[held])}
            value={ROLE_LABELS[role]}
            onChange={(label) => {
              const next = roleOfLabel(label, roles);
              if (next && next !== role) switchRole(next);
            }}
            label="Rola"
          />
        )}
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>{renderItem(menu.dashboard)}</SidebarGroup>
        {menu.groups.map((group) => (
          <SidebarGroup key={group.label} label={group.label}>
            {group.items.map(renderItem)}
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter>
        <AppUserMenu />
      </SidebarFooter>
    </Sidebar>
  );
}
