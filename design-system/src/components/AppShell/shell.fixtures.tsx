// Story fixtures for the shell: the spec's Handlowiec menu (§2), a user, and a logo. Not exported from the package.
import {
  Bell,
  ClipboardList,
  ClipboardPlus,
  LayoutDashboard,
  List,
  LogOut,
  Megaphone,
  Package,
  Settings,
  UserPlus,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { RoleSwitcher } from '../RoleSwitcher/RoleSwitcher';
import { Sidebar, SidebarContent, SidebarFooter, SidebarGroup, SidebarHeader } from '../Sidebar/Sidebar';
import { SidebarLink } from '../Sidebar/SidebarLink';
import { UserMenu, type UserMenuItem } from '../UserMenu/UserMenu';

export const roles = ['Handlowiec', 'Klient', 'Kierowca', 'Magazynier'] as const;

export const demoUser = { name: 'Anna Kowalska', email: 'anna.kowalska@rampa.pl' };

export type UserAction = 'profile' | 'notifications' | 'logout';

export const userMenuItems: readonly UserMenuItem<UserAction>[] = [
  { id: 'profile', label: 'Profil & Ustawienia', icon: <Settings /> },
  { id: 'notifications', label: 'Powiadomienia', icon: <Bell /> },
  { id: 'logout', label: 'Wyloguj', icon: <LogOut />, isDanger: true },
];

interface NavItem {
  href: string;
  label: string;
  icon: ReactNode;
}

export const navigation: readonly { label?: string; items: readonly NavItem[] }[] = [
  { items: [{ href: '/handlowiec/pulpit', label: 'Pulpit', icon: <LayoutDashboard /> }] },
  {
    label: 'Klienci',
    items: [
      { href: '/handlowiec/klienci/nowy-klient', label: 'Nowy klient', icon: <UserPlus /> },
      { href: '/handlowiec/klienci/lista', label: 'Lista', icon: <List /> },
    ],
  },
  {
    label: 'Awizacje',
    items: [
      { href: '/handlowiec/awizacje/nowa', label: 'Nowa awizacja', icon: <ClipboardPlus /> },
      { href: '/handlowiec/awizacje/lista', label: 'Lista', icon: <ClipboardList /> },
    ],
  },
  { label: 'Marketing', items: [{ href: '/marketing/kampanie', label: 'Kampanie', icon: <Megaphone /> }] },
  { label: 'Produkty', items: [{ href: '/handlowiec/produkty/lista', label: 'Lista', icon: <Package /> }] },
];

/** Spec §2: an item is active when the path equals or starts with its URL. */
export function isActivePath(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="32" viewBox="0 0 112 32"><rect width="32" height="32" rx="8" fill="#2563eb"/><path d="M10 24V8h7a5 5 0 0 1 1 9.9L23 24h-4l-4.4-6H14v6z M14 11.5v3.5h3a1.75 1.75 0 0 0 0-3.5z" fill="#fff"/><text x="40" y="22" font-family="DejaVu Sans, Arial, sans-serif" font-size="17" font-weight="700" fill="#3b82f6">Rampa</text></svg>`;

/** A stand-in logo; the app passes its own image. */
export const logo = (
  <img src={`data:image/svg+xml,${encodeURIComponent(logoSvg)}`} alt="Rampa" width={112} height={32} />
);

export interface ExampleSidebarProps {
  /** Current path; the matching item is marked active. */
  path: string;
  onNavigate: (path: string) => void;
  onRoleChange: (role: string) => void;
  onUserAction: (action: UserAction) => void;
}

/** The sidebar the app builds, with client-side navigation through React Aria's RouterProvider. */
export function ExampleSidebar({ path, onNavigate, onRoleChange, onUserAction }: ExampleSidebarProps) {
  return (
    <RouterProvider navigate={onNavigate}>
      <Sidebar>
        <SidebarHeader>
          <RoleSwitcher options={roles} onChange={onRoleChange} />
        </SidebarHeader>
        <SidebarContent>
          {navigation.map((group, index) => (
            <SidebarGroup key={group.label ?? index} label={group.label}>
              {group.items.map((item) => (
                <SidebarLink
                  key={item.href}
                  href={item.href}
                  icon={item.icon}
                  isActive={isActivePath(path, item.href)}
                >
                  {item.label}
                </SidebarLink>
              ))}
            </SidebarGroup>
          ))}
        </SidebarContent>
        <SidebarFooter>
          <UserMenu {...demoUser} items={userMenuItems} onAction={onUserAction} />
        </SidebarFooter>
      </Sidebar>
    </RouterProvider>
  );
}

/** Keeps the current path in state so navigation in a story moves the active item. */
export function usePath(initial = '/handlowiec/pulpit', onNavigate?: (path: string) => void) {
  const [path, setPath] = useState(initial);
  return {
    path,
    navigate: (next: string) => {
      setPath(next);
      onNavigate?.(next);
    },
  };
}
