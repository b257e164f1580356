import { forwardRef } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { keyShortcutsRender, type KeyShortcutsProps } from '../../internal/keyShortcuts';
import * as styles from './Button.css';
import { ButtonSpinner } from './Spinner';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style'>, KeyShortcutsProps {
  /**
   * Visual emphasis: `primary` for the main action of a view, `secondary` for the rest, `ghost` for quiet
   * toolbar actions, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: styles.ButtonVariants['variant'];
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: styles.ButtonVariants['size'];
  /**
   * Accessible name of the spinner shown while `isPending`.
   * @default 'Trwa przetwarzanie…'
   */
  pendingLabel?: string;
}

/**
 * A button (React Aria). While `isPending` it keeps focus, ignores presses and shows a spinner that screen
 * readers announce as progress.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    pendingLabel = 'Trwa przetwarzanie…',
    children,
    'aria-keyshortcuts': keys,
    render,
    ...props
  },
  ref,
) {
  return (
    <RACButton
      {...props}
      ref={ref}
      render={keyShortcutsRender(keys, render)}
      className={styles.button({ variant, size })}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <span className={styles.labelHidden}>{content}</span>
            <ButtonSpinner label={pendingLabel} />
          </>
        ) : (
          content
        ),
      )}
    </RACButton>
  );
});
