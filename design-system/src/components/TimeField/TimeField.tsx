import {
  DateInput,
  DateSegment,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
  type TimeValue,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldErrorMessage } from '../../internal/Field';
import * as styles from '../DatePicker/DatePicker.css';
import { timeValidationMessage } from './timeValidation';

export interface TimeFieldProps<T extends TimeValue = TimeValue> extends Omit<
  RACTimeFieldProps<T>,
  'className' | 'style' | 'children' | 'hourCycle'
> {
  /** Visible label, in Polish ("Godzina od"). */
  label: string;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: string;
  /**
   * The error shown when the field is invalid: a fixed text, or a function of the validation result. By
   * default required and `minValue`/`maxValue` errors are in Polish ("Wpisz godzinę od 07:00 do 18:00.") and
   * custom `validate` errors are shown as returned.
   */
  errorMessage?: FieldErrorMessage;
}

/**
 * A 24-hour time field (React Aria): hour and minute segments (`granularity="second"` adds seconds), typed
 * or changed with the arrow keys. Values are `@internationalized/date` `Time` objects (`parseTime('07:30')`,
 * `new Time(7, 30)`), controlled (`value` + `onChange`) or not (`defaultValue`); an empty field is `null`.
 * With a `name` it submits `HH:MM:SS` in a form.
 */
export function TimeField<T extends TimeValue = TimeValue>({
  label,
  description,
  errorMessage,
  granularity = 'minute',
  ...props
}: TimeFieldProps<T>) {
  const message =
    errorMessage ??
    ((validation: ValidationResult) =>
      timeValidationMessage(validation, {
        minValue: props.minValue,
        maxValue: props.maxValue,
        withSeconds: granularity === 'second',
      }));
  return (
    <RACTimeField
      shouldForceLeadingZeros
      {...props}
      granularity={granularity}
      hourCycle={24}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <DateInput className={styles.dateInput}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={message} />
    </RACTimeField>
  );
}
