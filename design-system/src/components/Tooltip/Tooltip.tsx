import { useRef, type ReactElement, type ReactNode } from 'react';
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import {
  OverlayArrow,
  Provider,
  Tooltip as RACTooltip,
  TooltipContext,
  TooltipTriggerStateContext,
  type FocusableElement,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';
import { useTooltipDefaults } from './TooltipDefaults';
import { useTooltipTriggerState } from './useTooltipTriggerState';

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
   * Delay before opening on hover or keyboard focus, in ms. Within 300 ms of leaving another tooltip's
   * trigger (the skip window) it opens at once. Inside the sidebar the default is 0.
   * @default 700
   */
  delay?: number;
  /**
   * How long the tooltip stays after the pointer leaves, in ms, so the pointer can move onto it. Not the skip
   * window, which is 300 ms from leaving whatever this is.
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
export function Tooltip({ content, children, placement = 'top', ...triggerProps }: TooltipProps) {
  return (
    <TooltipTrigger {...triggerProps}>
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

/**
 * React Aria's `TooltipTrigger` with our state hook in place of react-stately's, whose warm window cannot be
 * shorter than 500 ms (see `tooltipTiming.ts`). Everything else is React Aria's, wired as its own
 * `TooltipTrigger` wires it: `useTooltipTrigger` (hover, focus-visible, Escape, close on press,
 * `aria-describedby`) feeds the child through `FocusableProvider`, and RAC's `Tooltip` reads the two contexts.
 * `FocusableProvider` comes from react-aria's `private/` entry, which RAC itself uses; react-aria is pinned to
 * the exact version RAC depends on so both share one context.
 */
function TooltipTrigger({
  children,
  delay,
  closeDelay,
  ...props
}: Omit<TooltipProps, 'content' | 'placement' | 'children'> & { children: ReactNode }) {
  const defaults = useTooltipDefaults();
  const state = useTooltipTriggerState(
    { ...props, delay: delay ?? defaults.delay, closeDelay: closeDelay ?? defaults.closeDelay },
    defaults.group,
  );
  const ref = useRef<FocusableElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ isDisabled: props.isDisabled }, state, ref);
  return (
    <Provider
      values={[
        [TooltipTriggerStateContext, state],
        [TooltipContext, { ...tooltipProps, triggerRef: ref }],
      ]}
    >
      <FocusableProvider {...triggerProps} ref={ref}>
        {children}
      </FocusableProvider>
    </Provider>
  );
}
