export { Sidebar, SidebarContent, SidebarFooter, SidebarGroup, SidebarHeader } from './Sidebar';
export type { SidebarContentProps, SidebarGroupProps, SidebarProps } from './Sidebar';
export { SidebarItem, SidebarLink } from './SidebarLink';
export type { SidebarItemProps, SidebarLinkProps } from './SidebarLink';
export { SidebarProvider, useSidebar } from './SidebarProvider';
export type { SidebarContextValue, SidebarProviderProps } from './SidebarProvider';
export { SidebarTrigger } from './SidebarTrigger';
export type { SidebarTriggerProps } from './SidebarTrigger';
export { readSidebarCookie } from './sidebarCookie';
