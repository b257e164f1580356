import { forwardRef, type ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'style' | 'children'> {
  /** The visible label. */
  children: ReactNode;
}

/** An on/off switch for settings that apply at once (not for form fields that need "Zapisz"). */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch({ children, ...props }, ref) {
  return (
    <RACSwitch {...props} ref={ref} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
});
