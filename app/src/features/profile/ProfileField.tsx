import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@rampa/design-system';

type ProfileFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validationBehavior'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A TextField bound to react-hook-form: its Polish error under the field, announced with the field. */
export function ProfileField<T extends FieldValues>({ control, name, ...props }: ProfileFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as string}
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
