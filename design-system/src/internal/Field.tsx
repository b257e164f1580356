import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from '../components/TextField/TextField.css';
import { polishValidationMessage } from '../components/TextField/validationMessages';

/** Error shown under a field: fixed text, or a function of the validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** Visible label with the required mark (the mark is decorative; `aria-required` carries the meaning). */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden>
          *
        </span>
      )}
    </Label>
  );
}

/** Description and Polish error message under a field (inside a RAC field component). */
export function FieldHelp({
  description,
  errorMessage,
  constraints = {},
}: {
  description?: string | undefined;
  errorMessage?: FieldErrorMessage | undefined;
  constraints?: Parameters<typeof polishValidationMessage>[1];
}) {
  const message =
    errorMessage ?? ((validation: ValidationResult) => polishValidationMessage(validation, constraints));
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{message}</FieldError>
    </>
  );
}

export const fieldStyles = styles;
