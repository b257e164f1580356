import { Check, Minus } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldErrorMessage } from '../../internal/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label. */
  children: ReactNode;
}

/** A checkbox (React Aria) with an indeterminate state. */
export const Checkbox = forwardRef<HTMLLabelElement, CheckboxProps>(function Checkbox(
  { children, ...props },
  ref,
) {
  return (
    <RACCheckbox {...props} ref={ref} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden>
            {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
});

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'className' | 'style' | 'children'> {
  /** Visible group label. */
  label: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  /** `Checkbox` elements. */
  children: ReactNode;
}

/** Several checkboxes with one label (e.g. consent channels); the value is the array of selected values. */
export function CheckboxGroup({ label, description, errorMessage, children, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={styles.group}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
