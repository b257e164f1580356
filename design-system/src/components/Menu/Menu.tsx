import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  SubmenuTrigger,
  type Key,
  type MenuItemProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import * as menu from '../../internal/menu.css';
import * as styles from './Menu.css';

export interface MenuItemDef<K extends Key = string> {
  /** Passed to `onAction`. */
  id: K;
  /** Visible text, in Polish; also the type-ahead text. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Keyboard hint shown at the end (display only), e.g. "Ctrl+E". */
  shortcut?: string;
  /** Navigates instead of calling `onAction` (through the app's `RouterProvider`). */
  href?: MenuItemProps['href'];
  /** @default false */
  isDanger?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** A submenu: opens on hover, ArrowRight or Enter. */
  children?: readonly MenuItemDef<K>[];
}

export interface MenuSectionDef<K extends Key = string> {
  /** Section key. */
  section: string;
  /** Visible section heading; omit for an unlabelled group (then give `aria-label`). */
  title?: string;
  'aria-label'?: string;
  items: readonly MenuItemDef<K>[];
}

export type MenuEntry<K extends Key = string> = MenuItemDef<K> | MenuSectionDef<K>;

export interface MenuProps<K extends Key = string> extends Omit<MenuTriggerProps, 'children' | 'trigger'> {
  /** The pressable that opens the menu (a `Button` or `IconButton`). */
  trigger: ReactElement;
  /** Items and sections, in order; sections are separated by a divider. */
  items: readonly MenuEntry<K>[];
  /** Called with the chosen item's `id`. */
  onAction?: (id: K) => void;
  /** Names the menu when the trigger's text is not enough. */
  'aria-label'?: string;
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

function isSection<K extends Key>(entry: MenuEntry<K>): entry is MenuSectionDef<K> {
  return 'section' in entry;
}

function renderItems<K extends Key>(items: readonly MenuItemDef<K>[], onAction?: (id: K) => void): ReactNode {
  return items.map((item) => {
    const className = item.isDanger ? `${menu.item} ${menu.dangerItem}` : menu.item;
    const content = (
      <>
        {item.icon && (
          <span className={menu.itemIcon} aria-hidden>
            {item.icon}
          </span>
        )}
        <span className={menu.itemLabel}>{item.label}</span>
        {item.shortcut && (
          <kbd className={styles.shortcut} aria-hidden>
            {item.shortcut}
          </kbd>
        )}
      </>
    );
    if (item.children?.length) {
      return (
        <SubmenuTrigger key={String(item.id)}>
          <MenuItem id={item.id} textValue={item.label} className={`${className} ${styles.openItem}`}>
            {content}
            <span className={styles.submenuChevron} aria-hidden>
              <ChevronRight />
            </span>
          </MenuItem>
          <Popover className={menu.popover} offset={-4} crossOffset={-4}>
            <RACMenu className={menu.list} onAction={(key) => onAction?.(key as K)}>
              {renderItems(item.children, onAction)}
            </RACMenu>
          </Popover>
        </SubmenuTrigger>
      );
    }
    return (
      <MenuItem
        key={String(item.id)}
        id={item.id}
        textValue={item.label}
        href={item.href}
        isDisabled={item.isDisabled ?? false}
        className={className}
      >
        {content}
      </MenuItem>
    );
  });
}

/**
 * A dropdown menu of actions (React Aria): arrow keys, Home/End, type-ahead (the typed prefix resets after
 * 1 s of no typing), sections with headings, and submenus.
 */
export function Menu<K extends Key = string>({
  trigger,
  items,
  onAction,
  'aria-label': ariaLabel,
  placement = 'bottom start',
  ...props
}: MenuProps<K>) {
  return (
    <MenuTrigger {...props}>
      {trigger}
      <Popover placement={placement} className={menu.popover}>
        <RACMenu aria-label={ariaLabel} className={menu.list} onAction={(key) => onAction?.(key as K)}>
          {items.map((entry, index) =>
            isSection(entry) ? (
              <Fragment key={entry.section}>
                {index > 0 && <Separator className={menu.separator} />}
                <MenuSection
                  id={`section:${entry.section}`}
                  aria-label={entry.title ? undefined : entry['aria-label']}
                  className={styles.section}
                >
                  {entry.title && <Header className={styles.sectionHeader}>{entry.title}</Header>}
                  {renderItems(entry.items, onAction)}
                </MenuSection>
              </Fragment>
            ) : (
              renderItems([entry], onAction)
            ),
          )}
        </RACMenu>
      </Popover>
    </MenuTrigger>
  );
}
