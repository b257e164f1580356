import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';
import { toastQueue, type RampaToastQueue, type ToastTone } from './toast';

const icons: Record<ToastTone, typeof Info> = { success: CircleCheck, error: CircleAlert, info: Info };

/** Polish names of the tones, read before the message so the tone isn't conveyed by colour alone. */
const toneLabels: Record<ToastTone, string> = { success: 'Sukces', error: 'Błąd', info: 'Informacja' };

export interface ToastRegionProps {
  /**
   * The queue to show.
   * @default the shared `toastQueue` that `toast.*` writes to
   */
  queue?: RampaToastQueue;
  /**
   * Accessible name of the notifications landmark (F6 moves focus to it).
   * @default 'Powiadomienia'
   */
  'aria-label'?: string;
  /**
   * Accessible name of each toast's close button.
   * @default 'Zamknij powiadomienie'
   */
  closeLabel?: string;
}

/**
 * Where toasts appear: bottom-right, 356 px wide, 14 px apart, at most 3 at once. Mount it once in the app
 * root; each toast is announced to screen readers and its timer pauses while hovered or focused.
 */
export function ToastRegion({
  queue = toastQueue,
  'aria-label': ariaLabel = 'Powiadomienia',
  closeLabel = 'Zamknij powiadomienie',
}: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} aria-label={ariaLabel} className={styles.region}>
      {({ toast }) => {
        const Icon = icons[toast.content.tone];
        return (
          <RACToast toast={toast} className={styles.toast}>
            <span className={`${styles.icon} ${styles.tone[toast.content.tone]}`} aria-hidden>
              <Icon />
            </span>
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                <span className={visuallyHidden}>{`${toneLabels[toast.content.tone]}: `}</span>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              )}
            </RACToastContent>
            <IconButton slot="close" aria-label={closeLabel} size="sm">
              <X />
            </IconButton>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
