import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  DateInput,
  DatePicker as RACDatePicker,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  type DatePickerProps as RACDatePickerProps,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldErrorMessage } from '../../internal/Field';
import * as menu from '../../internal/menu.css';
import { Calendar, RangeCalendar } from './Calendars';
import * as styles from './DatePicker.css';

interface FieldTexts {
  /** Visible label, in Polish. */
  label: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
}

function Segments({ slot, className }: { slot?: 'start' | 'end'; className: string }) {
  // No `slot` prop at all for a single date: `slot={null}` would cut the input off the picker's context.
  return (
    <DateInput {...(slot ? { slot } : {})} className={className}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/**
 * What a date picker holds inside React Aria's picker: the label, the segments with the calendar button,
 * help or error, and the calendar in a popover.
 */
function PickerParts({
  label,
  description,
  errorMessage,
  isRequired,
  groupClassName,
  inputs,
  calendar,
}: FieldTexts & {
  isRequired: boolean | undefined;
  groupClassName: string;
  inputs: ReactNode;
  calendar: ReactNode;
}) {
  return (
    <>
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={groupClassName}>
        {inputs}
        <Button className={styles.calendarButton} aria-label="Otwórz kalendarz">
          <CalendarDays aria-hidden />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={menu.popover}>
        <Dialog className={styles.dialog} aria-label={label}>
          {calendar}
        </Dialog>
      </Popover>
    </>
  );
}

export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<RACDatePickerProps<T>, 'className' | 'style' | 'children'>, FieldTexts {}

/**
 * A date field with a calendar popover. pl-PL: `DD.MM.RRRR` with leading zeros, Monday first, 24 h when it
 * has a time. Values are `@internationalized/date` objects (`parseDate('2026-11-22')`).
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker shouldForceLeadingZeros hourCycle={24} {...props} className={fieldStyles.field}>
      <PickerParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        groupClassName={styles.group}
        inputs={<Segments className={styles.groupInput} />}
        calendar={<Calendar />}
      />
    </RACDatePicker>
  );
}

export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'className' | 'style' | 'children'>, FieldTexts {}

/** A start–end date field with a range calendar (e.g. "Data awizacji od–do"). */
export function DateRangePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker shouldForceLeadingZeros hourCycle={24} {...props} className={fieldStyles.field}>
      <PickerParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        groupClassName={`${styles.group} ${styles.groupInput}`}
        inputs={
          <>
            <Segments slot="start" className={styles.rangeInput} />
            <span aria-hidden className={styles.rangeSeparator}>
              –
            </span>
            <Segments slot="end" className={styles.rangeInput} />
          </>
        }
        calendar={<RangeCalendar />}
      />
    </RACDateRangePicker>
  );
}
