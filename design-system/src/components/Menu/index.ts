export { Menu } from './Menu';
export type { MenuEntry, MenuItemDef, MenuProps, MenuSectionDef } from './Menu';
