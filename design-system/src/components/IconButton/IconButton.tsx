import { forwardRef, type ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { keyShortcutsRender, type KeyShortcutsProps } from '../../internal/keyShortcuts';
import * as styles from './IconButton.css';

export interface IconButtonProps
  extends Omit<RACButtonProps, 'className' | 'style' | 'children'>, KeyShortcutsProps {
  /** What the button does, in Polish (e.g. "Zamknij"). Required: the button shows only an icon. */
  'aria-label': string;
  /** The icon (decorative; lucide icons are `aria-hidden` by default). */
  children: ReactNode;
  /**
   * Visual emphasis.
   * @default 'ghost'
   */
  variant?: styles.IconButtonVariants['variant'];
  /**
   * Square size: 2, 2.5 or 3 rem.
   * @default 'md'
   */
  size?: styles.IconButtonVariants['size'];
}

/** A square button with only an icon. Its `aria-label` is mandatory; pair it with a `Tooltip` for sighted users. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant, size, 'aria-keyshortcuts': keys, render, ...props },
  ref,
) {
  return (
    <RACButton
      {...props}
      ref={ref}
      render={keyShortcutsRender(keys, render)}
      className={styles.iconButton({ variant, size })}
    />
  );
});
