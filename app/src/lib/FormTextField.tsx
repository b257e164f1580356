import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@rampa/design-system';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validationBehavior'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * The design system's TextField bound to a react-hook-form field: the value, the ref for focusing the first
 * error, and the Polish error under the field, announced with it (`validationBehavior="aria"`).
 */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          validationBehavior="aria"
        />
      )}
    />
  );
}
