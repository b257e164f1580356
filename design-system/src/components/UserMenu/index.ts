export { UserMenu } from './UserMenu';
export type { UserMenuItem, UserMenuProps } from './UserMenu';
