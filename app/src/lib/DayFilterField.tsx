import { TextField } from '@rampa/design-system';

/**
 * A list's day filter ("YYYY-MM-DD", or "" when cleared), applied as soon as the day is whole; the browser's date
 * field shows and takes it the Polish way.
 */
export function DayFilterField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (day: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="date"
      value={value}
      onChange={(next) => {
        if (next === '' || /^\d{4}-\d{2}-\d{2}$/.test(next)) onCommit(next);
      }}
    />
  );
}
