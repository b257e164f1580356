import { ChevronsUpDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import * as menu from '../../internal/menu.css';
import { hideWhenCollapsed } from '../../internal/sidebarState.css';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { Avatar } from '../Avatar/Avatar';
import { useOptionalSidebar } from '../Sidebar/SidebarProvider';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './UserMenu.css';

export interface UserMenuItem<K extends string = string> {
  /** Passed to `onAction`. */
  id: K;
  /** Visible text, in Polish. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /**
   * Destructive or final action (e.g. "Wyloguj"): red, after a separator.
   * @default false
   */
  isDanger?: boolean;
  /**
   * @default false
   */
  isDisabled?: boolean;
}

export interface UserMenuProps<K extends string = string> {
  /** First and last name. */
  name: string;
  email: string;
  /** Profile picture URL; a user icon is shown without it. */
  avatarSrc?: string | null;
  /** The menu's actions, in order ("Profil & Ustawienia", "Powiadomienia", "Wyloguj"). */
  items: readonly UserMenuItem<K>[];
  /** Called with the chosen item's `id`. */
  onAction: (id: K) => void;
  /**
   * Read before the name on the trigger; the menu is labelled by the trigger.
   * @default 'Menu użytkownika'
   */
  label?: string;
}

/**
 * The footer user menu: avatar, name and e-mail on a trigger that opens a React Aria `Menu` of app-provided
 * actions. On the icon rail only the avatar shows, with the name as tooltip.
 */
export function UserMenu<K extends string = string>({
  name,
  email,
  avatarSrc,
  items,
  onAction,
  label = 'Menu użytkownika',
}: UserMenuProps<K>) {
  const sidebar = useOptionalSidebar();
  const collapsed = sidebar?.state === 'collapsed' && !sidebar.isMobile;
  return (
    <MenuTrigger>
      <Tooltip content={name} placement="right" isDisabled={!collapsed}>
        <Button className={styles.trigger}>
          <span className={visuallyHidden}>{`${label}: `}</span>
          <Avatar src={avatarSrc} name={name} isDecorative size="md" />
          <span className={`${styles.identity} ${hideWhenCollapsed}`}>
            <span className={styles.name}>{name}</span>
            <span className={styles.email}>{email}</span>
          </span>
          <span className={`${styles.chevron} ${hideWhenCollapsed}`} aria-hidden>
            <ChevronsUpDown />
          </span>
        </Button>
      </Tooltip>
      <Popover placement={collapsed ? 'right bottom' : 'top start'} className={menu.popover}>
        <div className={styles.menuHeader}>
          <Avatar src={avatarSrc} name={name} isDecorative size="md" />
          <span className={styles.identity}>
            <span className={styles.name}>{name}</span>
            <span className={styles.email}>{email}</span>
          </span>
        </div>
        <Separator className={menu.separator} />
        <Menu onAction={(key: Key) => onAction(String(key) as K)} className={menu.list}>
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {item.isDanger && index > 0 && <Separator className={menu.separator} />}
              <MenuItem
                id={item.id}
                textValue={item.label}
                isDisabled={item.isDisabled}
                className={item.isDanger ? `${menu.item} ${menu.dangerItem}` : menu.item}
              >
                {item.icon && (
                  <span className={menu.itemIcon} aria-hidden>
                    {item.icon}
                  </span>
                )}
                <span className={menu.itemLabel}>{item.label}</span>
              </MenuItem>
            </Fragment>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
