import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';
import { useTooltipDefaults } from './TooltipDefaults';

export interface TooltipProps {
  /** The tooltip text. Keep it short; it is exposed as the trigger's description. */
  content: ReactNode;
  /** The trigger: a focusable React Aria element (Button, IconButton, Link…). */
  children: ReactElement;
  /**
   * Where the tooltip appears relative to the trigger.
   * @default 'top'
   */
  placement?: RACTooltipProps['placement'];
  /**
   * Hover delay before opening, in ms (keyboard focus opens at once). Inside the sidebar the default is 0.
   * @default 700
   */
  delay?: number;
  /**
   * How long the tooltip stays after the pointer leaves, in ms. Hovering another trigger meanwhile opens its
   * tooltip at once (React Aria keeps this warm window at least 500 ms).
   * @default 300
   */
  closeDelay?: number;
  /**
   * Whether the tooltip is turned off (the trigger still works).
   * @default false
   */
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short text label shown on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay,
  closeDelay,
  ...triggerProps
}: TooltipProps) {
  const defaults = useTooltipDefaults();
  return (
    <TooltipTrigger
      {...triggerProps}
      delay={delay ?? defaults.delay}
      closeDelay={closeDelay ?? defaults.closeDelay}
    >
      {children}
      <RACTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
