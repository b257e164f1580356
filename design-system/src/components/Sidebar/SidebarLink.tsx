import { forwardRef, type ReactNode } from 'react';
import {
  Button as RACButton,
  Link as RACLink,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { hideWhenCollapsed } from '../../internal/sidebarState.css';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './Sidebar.css';
import { useSidebar } from './SidebarProvider';

export interface SidebarLinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children'> {
  /** Icon before the label; the only thing visible on the icon rail. */
  icon?: ReactNode;
  /** The label; also the tooltip on the icon rail, unless an `aria-label` names the item more fully. */
  children: string;
  /**
   * Marks the current page (`aria-current="page"`). A router link that sets `aria-current` itself works too.
   * @default false
   */
  isActive?: boolean;
}

function ItemContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon && <span className={styles.itemIcon}>{icon}</span>}
      <span className={`${styles.itemLabel} ${hideWhenCollapsed}`}>{label}</span>
    </>
  );
}

/**
 * A navigation item of the sidebar (React Aria `Link` inside an `<li>`). Its ref reaches the `<a>`, so the app
 * can wrap it with TanStack Router's `createLink` for preloading on intent. On phones it closes the sheet
 * after navigating.
 */
export const SidebarLink = forwardRef<HTMLAnchorElement, SidebarLinkProps>(function SidebarLink(
  { icon, children, isActive = false, onPress, ...props },
  ref,
) {
  const { state, isMobile, setOpenMobile } = useSidebar();
  return (
    <li className={styles.menuItem}>
      <Tooltip
        content={props['aria-label'] ?? children}
        placement="right"
        isDisabled={isMobile || state !== 'collapsed'}
      >
        <RACLink
          {...props}
          ref={ref}
          aria-current={isActive ? 'page' : props['aria-current']}
          onPress={(event) => {
            onPress?.(event);
            if (isMobile) setOpenMobile(false);
          }}
          className={styles.item}
        >
          <ItemContent icon={icon} label={children} />
        </RACLink>
      </Tooltip>
    </li>
  );
});

export interface SidebarItemProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  /** Icon before the label; the only thing visible on the icon rail. */
  icon?: ReactNode;
  /** The label; also the tooltip on the icon rail, unless an `aria-label` names the item more fully. */
  children: string;
}

/** A sidebar item that runs an action instead of navigating (React Aria `Button` inside an `<li>`). */
export const SidebarItem = forwardRef<HTMLButtonElement, SidebarItemProps>(function SidebarItem(
  { icon, children, ...props },
  ref,
) {
  const { state, isMobile } = useSidebar();
  return (
    <li className={styles.menuItem}>
      <Tooltip
        content={props['aria-label'] ?? children}
        placement="right"
        isDisabled={isMobile || state !== 'collapsed'}
      >
        <RACButton {...props} ref={ref} className={styles.item}>
          <ItemContent icon={icon} label={children} />
        </RACButton>
      </Tooltip>
    </li>
  );
});
