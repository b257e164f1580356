import { forwardRef, type ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldErrorMessage } from '../../internal/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'style' | 'children'> {
  /** Visible group label. */
  label: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  /** `Radio` elements. */
  children: ReactNode;
}

/** One choice out of a few visible options (e.g. firma / osoba). Arrow keys move the selection. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} orientation={orientation} className={styles.group}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.options({ orientation })}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'style' | 'children'> {
  /** The visible label. */
  children: ReactNode;
}

/** One option of a `RadioGroup`. */
export const Radio = forwardRef<HTMLLabelElement, RadioProps>(function Radio({ children, ...props }, ref) {
  return (
    <RACRadio {...props} ref={ref} className={styles.radio}>
      <span className={styles.dot} aria-hidden />
      {children}
    </RACRadio>
  );
});
