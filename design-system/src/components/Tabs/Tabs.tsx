import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style' | 'orientation'> {
  children: ReactNode;
}

/** Tabs (React Aria): arrow keys move between tabs, the panel follows the selection. */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={styles.tabs} />;
}

export interface TabListProps<T extends object> extends Omit<RACTabListProps<T>, 'className' | 'style'> {
  /** Names the tab list, e.g. "Sekcje klienta". */
  'aria-label': string;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style'> {
  children: ReactNode;
}

/** One tab; with `href` it navigates (route tabs) through the app's `RouterProvider`. */
export function Tab(props: TabProps) {
  return <RACTab {...props} className={styles.tab} />;
}

export type TabPanelProps = Omit<RACTabPanelProps, 'className' | 'style'>;

export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.panel} />;
}
