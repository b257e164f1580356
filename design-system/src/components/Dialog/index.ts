export { AlertDialog, Dialog, Drawer } from './Dialog';
export type { AlertDialogProps, DialogProps, DrawerProps } from './Dialog';
