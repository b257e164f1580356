import type { ValidationResult } from 'react-aria-components';
import { formatNumber, plural } from '../../format/format';

const characters = { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' };

/**
 * Polish messages for the browser's built-in constraint checks (its own messages follow the browser's
 * language). Errors from a `validate` function or server errors pass through unchanged.
 */
export function polishValidationMessage(
  { validationDetails, validationErrors }: ValidationResult,
  constraints: { minLength?: number; maxLength?: number; type?: string; min?: number; max?: number },
): string {
  if (validationDetails.customError || validationErrors.length === 0) return validationErrors.join(' ');
  if (validationDetails.valueMissing) return 'To pole jest wymagane.';
  if (validationDetails.typeMismatch) {
    if (constraints.type === 'email') return 'Wpisz poprawny adres e-mail.';
    if (constraints.type === 'url') return 'Wpisz poprawny adres strony.';
    return 'Wpisz wartość w poprawnym formacie.';
  }
  if (validationDetails.tooShort && constraints.minLength !== undefined) {
    return `Wpisz co najmniej ${constraints.minLength} ${plural(constraints.minLength, characters)}.`;
  }
  if (validationDetails.tooLong && constraints.maxLength !== undefined) {
    return `Wpisz najwyżej ${constraints.maxLength} ${plural(constraints.maxLength, characters)}.`;
  }
  if (validationDetails.rangeUnderflow) {
    return constraints.min !== undefined
      ? `Wartość musi wynosić co najmniej ${formatNumber(constraints.min)}.`
      : 'Wartość jest za mała.';
  }
  if (validationDetails.rangeOverflow) {
    return constraints.max !== undefined
      ? `Wartość może wynosić najwyżej ${formatNumber(constraints.max)}.`
      : 'Wartość jest za duża.';
  }
  if (validationDetails.badInput) return 'Wpisz poprawną wartość.';
  if (validationDetails.patternMismatch) return 'Wartość ma niepoprawny format.';
  return validationErrors.join(' ');
}
