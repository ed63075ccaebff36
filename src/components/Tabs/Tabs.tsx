import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

function join(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

export interface TabsProps extends Omit<RACTabsProps, 'className'> {
  className?: string;
}

/** React Aria `Tabs`: arrow keys move between tabs, the panel follows the selected tab. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={join(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends Omit<RACTabListProps<T>, 'className'> {
  className?: string;
}

/** The row of tabs; give it an `aria-label` ("Services", "Case studies by sector"). */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={join(styles.tabList, className)} />;
}

export interface TabProps extends Omit<RACTabProps, 'className'> {
  className?: string;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={join(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className'> {
  className?: string;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={join(styles.tabPanel, className)} />;
}
