import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { TextArea, type TextAreaProps, TextField, type TextFieldProps } from '@rampa/design-system';

/** What the form binds itself; the rest of the field's props pass through. */
type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validationBehavior';
interface FormBinding<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}
type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, Bound> & FormBinding<T>;
type FormTextAreaProps<T extends FieldValues> = Omit<TextAreaProps, Bound> & FormBinding<T>;

/**
 * The design system's TextField bound to a react-hook-form field: the value, the ref for focusing the first
 * error, and the Polish error under the field, announced with it (`validationBehavior="aria"`).
 */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <TextField {...props} {...bound(field, fieldState)} />}
    />
  );
}

/** The same for the design system's TextArea (notes, descriptions). */
export function FormTextArea<T extends FieldValues>({ control, name, ...props }: FormTextAreaProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <TextArea {...props} {...bound(field, fieldState)} />}
    />
  );
}

function bound<T extends FieldValues>(
  field: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
) {
  return {
    ref: field.ref,
    name: field.name,
    value: String(field.value ?? ''),
    onChange: field.onChange,
    onBlur: field.onBlur,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
    validationBehavior: 'aria' as const,
  };
}
