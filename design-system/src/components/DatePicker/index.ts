export { DatePicker, DateRangePicker, TimeField } from './DatePicker';
export type { DatePickerProps, DateRangePickerProps, TimeFieldProps } from './DatePicker';
export { Calendar, RangeCalendar } from './Calendars';
export type { CalendarProps, RangeCalendarProps } from './Calendars';
