export { RoleSwitcher } from './RoleSwitcher';
export type { RoleSwitcherProps } from './RoleSwitcher';
