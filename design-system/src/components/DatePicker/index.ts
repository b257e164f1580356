export { DatePicker, DateRangePicker } from './DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './DatePicker';
export { Calendar, RangeCalendar } from './Calendars';
export type { CalendarProps, RangeCalendarProps } from './Calendars';
