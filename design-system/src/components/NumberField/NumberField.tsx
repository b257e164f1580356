import { ChevronDown, ChevronUp } from 'lucide-react';
import { forwardRef } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldErrorMessage } from '../../internal/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'className' | 'style' | 'children'> {
  /** Visible label, in Polish. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Error shown when invalid; range and required errors get Polish messages by default. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /**
   * `currency` formats as PLN ("1234,50 zł"); `decimal` as a pl-PL number with a decimal comma. An explicit
   * `formatOptions` wins.
   * @default 'decimal'
   */
  kind?: 'decimal' | 'currency' | 'integer';
  /**
   * Show the increment/decrement buttons.
   * @default true
   */
  hasSteppers?: boolean;
}

const kindOptions: Record<NonNullable<NumberFieldProps['kind']>, Intl.NumberFormatOptions> = {
  decimal: { maximumFractionDigits: 2 },
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency', currency: 'PLN' },
};

/**
 * A number input (React Aria) that parses and formats pl-PL input: decimal comma, spaces between thousands,
 * PLN. The value is a plain `number` (NaN when empty).
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    kind = 'decimal',
    hasSteppers = true,
    formatOptions,
    ...props
  },
  ref,
) {
  return (
    <RACNumberField
      {...props}
      formatOptions={formatOptions ?? kindOptions[kind]}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.group}>
        <Input ref={ref} placeholder={placeholder} className={styles.numberInput} />
        {hasSteppers && (
          <div className={styles.steppers}>
            <Button slot="increment" className={styles.stepper}>
              <ChevronUp aria-hidden />
            </Button>
            <Button slot="decrement" className={styles.stepper}>
              <ChevronDown aria-hidden />
            </Button>
          </div>
        )}
      </Group>
      <FieldHelp
        description={description}
        errorMessage={errorMessage}
        constraints={{ min: props.minValue, max: props.maxValue }}
      />
    </RACNumberField>
  );
});
