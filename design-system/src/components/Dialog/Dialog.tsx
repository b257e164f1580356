import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  Text,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

type RenderContent = ReactNode | ((options: { close: () => void }) => ReactNode);

interface OverlayProps {
  /** Controlled open state (without a `DialogTrigger`). */
  isOpen?: ModalOverlayProps['isOpen'];
  defaultOpen?: ModalOverlayProps['defaultOpen'];
  onOpenChange?: ModalOverlayProps['onOpenChange'];
}

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'style' | 'children'>, OverlayProps {
  /** The heading; it names the dialog. */
  title: string;
  /** A line under the heading. */
  description?: string;
  /** The content; a function receives `close`. */
  children: RenderContent;
  /** Buttons at the bottom (primary last); a function receives `close`. */
  footer?: RenderContent;
  /**
   * Width: 24, 32 or 48 rem.
   * @default 'md'
   */
  size?: styles.ModalVariants['size'];
  /**
   * Close on a click outside (Escape always closes).
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Accessible name of the × button.
   * @default 'Zamknij'
   */
  closeLabel?: string;
}

function render(content: RenderContent, close: () => void) {
  return typeof content === 'function' ? content({ close }) : content;
}

function DialogContent({
  title,
  description,
  children,
  footer,
  closeLabel = 'Zamknij',
  showClose = true,
  ...props
}: Omit<DialogProps, keyof OverlayProps | 'size' | 'isDismissable'> & { showClose?: boolean }) {
  return (
    <RACDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <div>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {description && <Text className={styles.description}>{description}</Text>}
            </div>
            {showClose && (
              <IconButton aria-label={closeLabel} size="sm" onPress={close}>
                <X aria-hidden />
              </IconButton>
            )}
          </div>
          <div className={styles.body}>{render(children, close)}</div>
          {footer && <div className={styles.footer}>{render(footer, close)}</div>}
        </>
      )}
    </RACDialog>
  );
}

/**
 * A modal dialog. Put it in a `DialogTrigger` after its trigger button, or control it with `isOpen`. Focus is
 * trapped inside and returns to the trigger on close.
 */
export function Dialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  size,
  isDismissable = true,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal({ size })}>
        <DialogContent {...props} />
      </Modal>
    </ModalOverlay>
  );
}

export type DrawerProps = Omit<DialogProps, 'size'>;

/** A side panel sliding in from the right (filters, details); full width on phones. */
export function Drawer({ isOpen, defaultOpen, onOpenChange, isDismissable = true, ...props }: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.drawerOverlay}
    >
      <Modal className={styles.drawer}>
        <DialogContent {...props} />
      </Modal>
    </ModalOverlay>
  );
}

export interface AlertDialogProps extends OverlayProps {
  /** The question, e.g. "Usunąć klienta?". */
  title: string;
  /** What will happen. */
  children: ReactNode;
  /** Label of the confirming button, e.g. "Usuń". */
  confirmLabel: string;
  /**
   * @default 'Anuluj'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive confirmations.
   * @default 'danger'
   */
  tone?: 'danger' | 'primary';
  /** Called on confirm; the dialog closes afterwards. */
  onConfirm: () => void;
  /**
   * Shows a spinner on the confirm button and keeps the dialog open.
   * @default false
   */
  isPending?: boolean;
}

/**
 * A confirmation (`role="alertdialog"`): no click-outside dismissal, focus starts on Cancel for destructive
 * actions so Enter never deletes by accident.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Anuluj',
  tone = 'danger',
  onConfirm,
  isPending = false,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      className={styles.overlay}
    >
      <Modal className={styles.modal({ size: 'sm' })}>
        <DialogContent
          role="alertdialog"
          title={title}
          showClose={false}
          footer={({ close }) => (
            <>
              <Button
                variant="secondary"
                onPress={close}
                autoFocus={tone === 'danger'}
                isDisabled={isPending}
              >
                {cancelLabel}
              </Button>
              <Button
                variant={tone}
                isPending={isPending}
                autoFocus={tone !== 'danger'}
                onPress={() => {
                  onConfirm();
                  if (!isPending) close();
                }}
              >
                {confirmLabel}
              </Button>
            </>
          )}
        >
          {children}
        </DialogContent>
      </Modal>
    </ModalOverlay>
  );
}
