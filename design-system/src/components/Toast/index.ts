export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
export { createToastApi, createToastQueue, toast, toastQueue } from './toast';
export type { RampaToastQueue, ToastContent, ToastOptions, ToastQueueOptions, ToastTone } from './toast';
