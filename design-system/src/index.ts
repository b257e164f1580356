// @rampa/design-system: explicit named exports only (house style §8.1).

// Theme
export { DesignSystemProvider } from './theme/DesignSystemProvider';
export type { DesignSystemProviderProps } from './theme/DesignSystemProvider';
export { ThemeProvider, useTheme } from './theme/ThemeProvider';
export type { ThemeContextValue, ThemePreference, ThemeProviderProps } from './theme/ThemeProvider';
export { vars } from './theme/contract.css';
export { darkThemeClass, lightThemeClass } from './theme/themes.css';
export type { ThemeName } from './theme/tokens';

// Layout
export { Box } from './layout/Box';
export type { BoxProps } from './layout/Box';
export { Stack } from './layout/Stack';
export type { StackProps } from './layout/Stack';
export { Inline } from './layout/Inline';
export type { InlineProps } from './layout/Inline';

// Components
export { Button } from './components/Button';
export type { ButtonProps } from './components/Button';
export { IconButton } from './components/IconButton';
export type { IconButtonProps } from './components/IconButton';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { Link } from './components/Link';
export type { LinkProps } from './components/Link';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { Avatar } from './components/Avatar';
export type { AvatarProps } from './components/Avatar';
export { UserMenu } from './components/UserMenu';
export type { UserMenuItem, UserMenuProps } from './components/UserMenu';
export { RoleSwitcher } from './components/RoleSwitcher';
export type { RoleSwitcherProps } from './components/RoleSwitcher';
export { ErrorPanel } from './components/ErrorPanel';
export type { ErrorPanelProps } from './components/ErrorPanel';
export { ToastRegion, createToastApi, createToastQueue, toast, toastQueue } from './components/Toast';
export type {
  RampaToastQueue,
  ToastContent,
  ToastOptions,
  ToastQueueOptions,
  ToastRegionProps,
  ToastTone,
} from './components/Toast';

// Form fields
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { NumberField } from './components/NumberField';
export type { NumberFieldProps } from './components/NumberField';
export { SearchField } from './components/SearchField';
export type { SearchFieldProps } from './components/SearchField';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { ComboBox } from './components/ComboBox';
export type { ComboBoxProps } from './components/ComboBox';
export { Checkbox, CheckboxGroup } from './components/Checkbox';
export type { CheckboxGroupProps, CheckboxProps } from './components/Checkbox';
export { Radio, RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { Calendar, DatePicker, DateRangePicker, RangeCalendar } from './components/DatePicker';
export type {
  CalendarProps,
  DatePickerProps,
  DateRangePickerProps,
  RangeCalendarProps,
} from './components/DatePicker';
export { TimeField } from './components/TimeField';
export type { TimeFieldProps } from './components/TimeField';
export { Form } from './components/Form';
export type { FormProps } from './components/Form';

// Overlays and navigation
export { AlertDialog, Dialog, Drawer } from './components/Dialog';
export type { AlertDialogProps, DialogProps, DrawerProps } from './components/Dialog';
export { DialogTrigger } from 'react-aria-components';
export { Menu } from './components/Menu';
export type { MenuEntry, MenuItemDef, MenuProps, MenuSectionDef } from './components/Menu';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs';
export { Breadcrumbs } from './components/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './components/Breadcrumbs';
export { LinkButton } from './components/LinkButton';
export type { LinkButtonProps } from './components/LinkButton';

// Display
export { AWIZACJA_STATUS_LABELS, Badge, CLIENT_STATUS_LABELS, StatusBadge } from './components/Badge';
export type { AwizacjaStatus, BadgeProps, ClientStatus, StatusBadgeProps } from './components/Badge';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { PageHeader } from './components/PageHeader';
export type { PageHeaderProps } from './components/PageHeader';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { TagGroup } from './components/TagGroup';
export type { TagGroupProps, TagItem } from './components/TagGroup';

// Data
export { Table, TableColumnsMenu } from './components/Table';
export type { TableColumn, TableColumnsMenuProps, TableProps } from './components/Table';
export { Pagination, formatPageRange } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';
export { FileDropZone, formatFileSize } from './components/FileDropZone';
export type { FileDropZoneProps, UploadingFile } from './components/FileDropZone';
export { SlotTimeline } from './components/SlotTimeline';
export type { Ramp, SlotTimelineProps, SlotValue, TakenSlot } from './components/SlotTimeline';

// App shell
export { AppShell, Header } from './components/AppShell';
export type { AppShellProps, HeaderProps } from './components/AppShell';
export {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarItem,
  SidebarLink,
  SidebarProvider,
  SidebarTrigger,
  readSidebarCookie,
  useSidebar,
} from './components/Sidebar';
export type {
  SidebarContentProps,
  SidebarContextValue,
  SidebarGroupProps,
  SidebarItemProps,
  SidebarLinkProps,
  SidebarProps,
  SidebarProviderProps,
  SidebarTriggerProps,
} from './components/Sidebar';

// Formatting (pl-PL)
export {
  APP_TIME_ZONE,
  comparePolish,
  formatClock,
  formatCount,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatMinutes,
  formatNumber,
  formatPLN,
  formatTime,
  parseNumber,
  plural,
} from './format/format';
export type { PluralForms } from './format/format';

// Constants (spec §9)
export {
  MOBILE_BREAKPOINT,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  TOAST_DURATION,
  TOAST_MAX_VISIBLE,
  TOOLTIP_DELAY,
  TOOLTIP_SKIP_DELAY,
} from './constants';

// React Aria's client-side navigation hook-up: the app passes its router's navigate/useHref here so every
// design-system link and menu item navigates without a page load.
export { RouterProvider } from 'react-aria-components';
