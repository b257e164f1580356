import type { ReactNode } from 'react';
import {
  LayoutDashboard,
  List,
  Megaphone,
  Package,
  Truck,
  UserCog,
  UserPlus,
  Users,
  Warehouse,
} from 'lucide-react';
import type { AppPath } from './navigation';

// On the collapsed icon rail the icon is all that shows, so each item gets a distinct one.
const ICONS: Partial<Record<AppPath, ReactNode>> = {
  '/handlowiec/pulpit': <LayoutDashboard />,
  '/handlowiec/klienci/nowy-klient': <UserPlus />,
  '/handlowiec/klienci/lista': <Users />,
  '/handlowiec/awizacje/nowa': <Truck />,
  '/handlowiec/awizacje/lista': <List />,
  '/marketing/kampanie': <Megaphone />,
  '/handlowiec/produkty/lista': <Package />,
  '/admin': <UserCog />,
  '/admin/magazyny': <Warehouse />,
  // The other roles' dashboards.
  '/magazynier': <LayoutDashboard />,
  '/kierowca': <Truck />,
  '/klient': <LayoutDashboard />,
  '/pulpit': <LayoutDashboard />,
};

export function navIcon(to: AppPath): ReactNode {
  return ICONS[to];
}
