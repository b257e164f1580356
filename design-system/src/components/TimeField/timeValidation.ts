import type { TimeValue, ValidationResult } from 'react-aria-components';
import { polishValidationMessage } from '../TextField/validationMessages';

const pad = (n: number) => String(n).padStart(2, '0');

/** "07:05", or "07:05:30" when the field shows seconds. */
export function formatTimeValue(value: TimeValue, withSeconds = false): string {
  const time = `${pad(value.hour)}:${pad(value.minute)}`;
  return withSeconds ? `${time}:${pad(value.second)}` : time;
}

/**
 * Polish messages for a time field. React Aria's own range messages follow the browser's language, not the
 * app's, so they are replaced; `validate` and server errors pass through unchanged.
 */
export function timeValidationMessage(
  validation: ValidationResult,
  {
    minValue,
    maxValue,
    withSeconds,
  }: { minValue?: TimeValue | null; maxValue?: TimeValue | null; withSeconds: boolean },
): string {
  const { validationDetails, validationErrors } = validation;
  const out = validationDetails.rangeUnderflow || validationDetails.rangeOverflow;
  if (validationDetails.customError || !out) return polishValidationMessage(validation, {});
  const min = minValue ? formatTimeValue(minValue, withSeconds) : undefined;
  const max = maxValue ? formatTimeValue(maxValue, withSeconds) : undefined;
  if (min && max) return `Wpisz godzinę od ${min} do ${max}.`;
  if (min) return `Wpisz godzinę nie wcześniejszą niż ${min}.`;
  if (max) return `Wpisz godzinę nie późniejszą niż ${max}.`;
  return validationErrors.join(' ');
}
