import { BriefcaseBusiness, Check, ChevronsUpDown } from 'lucide-react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import * as menu from '../../internal/menu.css';
import { hideWhenCollapsed } from '../../internal/sidebarState.css';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { useOptionalSidebar } from '../Sidebar/SidebarProvider';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './RoleSwitcher.css';

export interface RoleSwitcherProps<T extends string = string> {
  /** The roles to offer, as display labels ("Handlowiec", "Klient"…). */
  options: readonly T[];
  /** Controlled selected role. */
  value?: T;
  /**
   * Initially selected role when uncontrolled.
   * @default options[0]
   */
  defaultValue?: T;
  /** Called with the newly selected role. */
  onChange?: (value: T) => void;
  /**
   * Label of the control (visually hidden; the trigger shows it as a caption).
   * @default 'Rola'
   */
  label?: string;
}

/**
 * The sidebar header's role switcher: a React Aria `Select` over the given labels. It only reports the choice;
 * what a role changes is up to the app. On the icon rail it shrinks to the role's initial with a tooltip.
 */
export function RoleSwitcher<T extends string = string>({
  options,
  value,
  defaultValue,
  onChange,
  label = 'Rola',
}: RoleSwitcherProps<T>) {
  const sidebar = useOptionalSidebar();
  const collapsed = sidebar?.state === 'collapsed' && !sidebar.isMobile;
  const items = options.map((option) => ({ id: option }));
  // Nothing to switch to: the role is shown as text, not as a control that opens an empty choice.
  if (options.length === 1) return <RoleLabel role={options[0]!} label={label} collapsed={collapsed} />;
  return (
    <Select<{ id: T }>
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? options[0]) : undefined}
      onChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key) as T);
      }}
      className={styles.root}
    >
      <Label className={visuallyHidden}>{label}</Label>
      <Tooltip content={label} placement="right" isDisabled={!collapsed}>
        <Button className={styles.trigger}>
          <SelectValue<{ id: T }> className={styles.valueRow}>
            {({ selectedText }) => (
              <>
                <span className={styles.badge} aria-hidden>
                  <BriefcaseBusiness />
                </span>
                {/* Value first, then the caption: the visible text then reads like the accessible name
                    ("Handlowiec Rola"), which is what speech-input users say. */}
                <span className={`${styles.text} ${hideWhenCollapsed}`}>
                  <span className={styles.value}>{selectedText}</span>{' '}
                  <span className={styles.caption} aria-hidden>
                    {label}
                  </span>
                </span>
              </>
            )}
          </SelectValue>
          <span className={`${styles.chevron} ${hideWhenCollapsed}`} aria-hidden>
            <ChevronsUpDown />
          </span>
        </Button>
      </Tooltip>
      <Popover placement={collapsed ? 'right top' : 'bottom start'} className={menu.popover}>
        <ListBox items={items} className={menu.list}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.id} className={menu.item}>
              {({ isSelected }) => (
                <>
                  <span className={menu.itemLabel}>{item.id}</span>
                  {isSelected && (
                    <span className={styles.check} aria-hidden>
                      <Check />
                    </span>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

function RoleLabel({ role, label, collapsed }: { role: string; label: string; collapsed: boolean }) {
  return (
    <div className={styles.root}>
      <div className={`${styles.trigger} ${styles.static_}`}>
        <span className={styles.valueRow}>
          <span className={styles.badge} aria-hidden>
            <BriefcaseBusiness />
          </span>
          <span className={`${styles.text} ${hideWhenCollapsed}`}>
            <span className={styles.value}>{role}</span> <span className={styles.caption}>{label}</span>
          </span>
          {collapsed && <span className={visuallyHidden}>{`${label}: ${role}`}</span>}
        </span>
      </div>
    </div>
  );
}
