import { forwardRef } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './TextField.css';
import { polishValidationMessage } from './validationMessages';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'> {
  /** Visible label, in Polish. */
  label: string;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: string;
  /**
   * The error shown when the field is invalid: a fixed text, or a function of the validation result. By
   * default the browser's constraint errors are translated to Polish and custom `validate` errors are shown
   * as returned.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example value shown while empty. Not a replacement for `label`. */
  placeholder?: string;
}

/** A labelled text input (React Aria) with description and Polish error messages. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, errorMessage, placeholder, ...props },
  ref,
) {
  const message =
    errorMessage ??
    ((validation: ValidationResult) =>
      polishValidationMessage(validation, {
        minLength: props.minLength,
        maxLength: props.maxLength,
        type: props.type,
      }));
  return (
    <RACTextField {...props} className={styles.field}>
      <Label className={styles.label}>
        {label}
        {props.isRequired && (
          <span className={styles.requiredMark} aria-hidden>
            *
          </span>
        )}
      </Label>
      <Input ref={ref} placeholder={placeholder} className={styles.input} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{message}</FieldError>
    </RACTextField>
  );
});
