import { forwardRef } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldErrorMessage } from '../../internal/Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  /** Visible label, in Polish. */
  label: string;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: string;
  /** Error shown when invalid; by default constraint errors are translated to Polish. */
  errorMessage?: FieldErrorMessage;
  /** Example value shown while empty. */
  placeholder?: string;
  /**
   * Visible lines before the user resizes it.
   * @default 3
   */
  rows?: number;
}

/** A labelled multi-line text input (notes, addresses) with Polish error messages. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, description, errorMessage, placeholder, rows = 3, ...props },
  ref,
) {
  return (
    <RACTextField {...props} className={fieldStyles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <RACTextArea ref={ref} rows={rows} placeholder={placeholder} className={styles.textArea} />
      <FieldHelp
        description={description}
        errorMessage={errorMessage}
        constraints={{ minLength: props.minLength, maxLength: props.maxLength }}
      />
    </RACTextField>
  );
});
