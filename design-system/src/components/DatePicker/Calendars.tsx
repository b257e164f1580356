import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as RACRangeCalendar,
  type CalendarProps as RACCalendarProps,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components';
import * as styles from './DatePicker.css';

function CalendarHeader() {
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" className={styles.navButton}>
        <ChevronLeft aria-hidden />
      </Button>
      <Heading className={styles.calendarHeading} />
      <Button slot="next" className={styles.navButton}>
        <ChevronRight aria-hidden />
      </Button>
    </header>
  );
}

function Grid({ cellClassName }: { cellClassName: string }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell
            date={date}
            className={({ isToday }) => (isToday ? `${cellClassName} ${styles.today}` : cellClassName)}
          />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

export type CalendarProps<T extends DateValue> = Omit<
  RACCalendarProps<T>,
  'className' | 'style' | 'children'
>;

/** A month grid (React Aria Calendar); Monday first, Polish month names. */
export function Calendar<T extends DateValue>(props: CalendarProps<T>) {
  return (
    <RACCalendar firstDayOfWeek="mon" {...props}>
      <CalendarHeader />
      <Grid cellClassName={`${styles.cell} ${styles.singleCell}`} />
    </RACCalendar>
  );
}

export type RangeCalendarProps<T extends DateValue> = Omit<
  RACRangeCalendarProps<T>,
  'className' | 'style' | 'children'
>;

/** A month grid for picking a start and end date. */
export function RangeCalendar<T extends DateValue>(props: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar firstDayOfWeek="mon" {...props}>
      <CalendarHeader />
      <Grid cellClassName={styles.cell} />
    </RACRangeCalendar>
  );
}
