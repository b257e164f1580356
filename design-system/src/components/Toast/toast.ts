import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_DURATION, TOAST_MAX_VISIBLE } from '../../constants';

export type ToastTone = 'success' | 'error' | 'info';

/** What a toast shows. */
export interface ToastContent {
  tone: ToastTone;
  /** The message, in Polish. */
  title: string;
  /** Optional second line. */
  description?: string;
}

export interface ToastOptions {
  /** Optional second line. */
  description?: string;
  /**
   * Milliseconds before the toast closes itself; `0` keeps it until closed.
   * @default 4000
   */
  timeout?: number;
  /** Called when the toast closes (timeout or close button). */
  onClose?: () => void;
}

/** Queue options for `createToastQueue`. */
export interface ToastQueueOptions {
  /**
   * Toasts shown at once; newer ones push older ones into the waiting queue.
   * @default 3
   */
  maxVisibleToasts?: number;
}

export type RampaToastQueue = ToastQueue<ToastContent>;

/** A separate queue, e.g. for an isolated story or test. The app uses the shared `toastQueue`. */
export function createToastQueue({
  maxVisibleToasts = TOAST_MAX_VISIBLE,
}: ToastQueueOptions = {}): RampaToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts });
}

/** The app-wide queue that `toast.*` writes to and `<ToastRegion>` shows by default. */
export const toastQueue: RampaToastQueue = createToastQueue();

function show(queue: RampaToastQueue, tone: ToastTone, title: string, options: ToastOptions = {}): string {
  const { description, timeout = TOAST_DURATION, onClose } = options;
  return queue.add({ tone, title, description }, { timeout: timeout > 0 ? timeout : undefined, onClose });
}

/** Creates the `toast.*` API over a queue. */
export function createToastApi(queue: RampaToastQueue) {
  return {
    /** Shows a success toast; returns its key. */
    success: (title: string, options?: ToastOptions) => show(queue, 'success', title, options),
    /** Shows an error toast; returns its key. */
    error: (title: string, options?: ToastOptions) => show(queue, 'error', title, options),
    /** Shows an informational toast; returns its key. */
    info: (title: string, options?: ToastOptions) => show(queue, 'info', title, options),
    /** Closes one toast. */
    dismiss: (key: string) => queue.close(key),
    /** Closes every toast, visible or waiting. */
    clear: () => queue.clear(),
  };
}

/**
 * Toasts callable from anywhere, also outside React (e.g. a QueryClient's mutation callbacks):
 * `toast.success('Zapisano klienta')`, `toast.error('Nie udało się zapisać')`, `toast.info('…')`.
 */
export const toast = createToastApi(toastQueue);
