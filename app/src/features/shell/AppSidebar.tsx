import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { UserCog } from 'lucide-react';
import { useHasuraClaims } from '@rampa/sdk/react';
import {
  RoleSwitcher,
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
} from '@rampa/design-system';
import { NavLink } from '../../lib/links';
import { AppUserMenu } from './AppUserMenu';
import {
  DASHBOARD_ITEM,
  DEFAULT_ROLE,
  NAV_GROUPS,
  ROLES,
  isNavItemActive,
  type NavLinkItem,
} from './navigation';
import { navIcon } from './navIcons';
import { isOrgAdmin } from '../admin/roles';

export function AppSidebar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Spec §2: the switcher only changes the displayed label.
  const [role, setRole] = useState(DEFAULT_ROLE);
  // The organization's administrator also gets the /admin area (features/admin).
  const showAdmin = isOrgAdmin(useHasuraClaims());

  const renderItem = (item: NavLinkItem) => (
    <NavLink key={item.to} to={item.to} icon={navIcon(item.to)} isActive={isNavItemActive(pathname, item.to)}>
      {item.label}
    </NavLink>
  );

  return (
    <Sidebar>
      <SidebarHeader>
        <RoleSwitcher options={ROLES} value={role} onChange={setRole} label="Rola" />
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>{renderItem(DASHBOARD_ITEM)}</SidebarGroup>
        {NAV_GROUPS.map((group) => (
          <SidebarGroup key={group.label} label={group.label}>
            {group.items.map(renderItem)}
          </SidebarGroup>
        ))}
        {showAdmin && (
          <SidebarGroup>
            <NavLink to="/admin" icon={<UserCog />} isActive={isNavItemActive(pathname, '/admin')}>
              Administracja
            </NavLink>
          </SidebarGroup>
        )}
      </SidebarContent>
      <SidebarFooter>
        <AppUserMenu />
      </SidebarFooter>
    </Sidebar>
  );
}
