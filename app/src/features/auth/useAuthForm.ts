import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';

/** A form's values: text fields only. */
export type Fields<T> = { [K in keyof T]: string };

/** A field's check: its Polish message when the value is wrong, `undefined` when it is right. */
export type FieldCheck<T> = (value: string, values: T) => string | undefined;

export interface AuthFormOptions<T extends Fields<T>> {
  /** Every field, in the order of the form (the first wrong one gets the focus on submit). */
  defaultValues: T;
  checks: { [K in keyof T]?: FieldCheck<T> };
  /** The values as sent, e.g. trimmed; the fields keep what was typed. */
  output?: (values: T) => T;
}

/** What a design-system TextField takes to show one field of the form. */
export interface AuthFieldProps {
  ref: (input: HTMLInputElement | null) => void;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  validationBehavior: 'aria';
}

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * The sign-in page's forms (a few text fields each). It checks as react-hook-form's `onTouched` mode does,
 * which the app's other forms use: a field is checked when it loses the focus, then on every change; a submit
 * checks them all and puts the focus on the first wrong one. Small, so the sign-in page ships no form library.
 */
export function useAuthForm<T extends Fields<T>>({
  defaultValues,
  checks,
  output = (values) => values,
}: AuthFormOptions<T>) {
  const [values, setValues] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Read by handlers between renders: the values as typed, and which fields are checked on change.
  const current = useRef(values);
  const checkedOnChange = useRef(new Set<keyof T>());
  const submitted = useRef(false);
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());
  const names = useMemo(() => Object.keys(defaultValues) as (keyof T)[], [defaultValues]);

  const errorOf = useCallback((name: keyof T, all: T) => checks[name]?.(all[name] as string, all), [checks]);
  const showError = (name: keyof T, message: string | undefined) =>
    setErrors((shown) => (shown[name] === message ? shown : { ...shown, [name]: message }));

  const setValue = (name: keyof T, value: string) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
  };

  const setFocus = (name: keyof T) => inputs.current.get(name)?.focus();

  const field = (name: keyof T & string): AuthFieldProps => ({
    ref: (input) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    name,
    value: values[name] as string,
    onChange: (value) => {
      setValue(name, value);
      if (checkedOnChange.current.has(name) || submitted.current)
        showError(name, errorOf(name, current.current));
    },
    onBlur: () => {
      checkedOnChange.current.add(name);
      showError(name, errorOf(name, current.current));
    },
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    validationBehavior: 'aria',
  });

  /** Checks every field; sends the values to `onValid` when all are right, else focuses the first wrong one. */
  const handleSubmit =
    (onValid: (values: T) => Promise<void> | void) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      const all = current.current;
      const found: Errors<T> = {};
      for (const name of names) found[name] = errorOf(name, all);
      setErrors(found);
      const wrong = names.find((name) => found[name] !== undefined);
      if (wrong !== undefined) {
        setFocus(wrong);
        return;
      }
      setSubmitting(true);
      try {
        await onValid(output(all));
      } finally {
        setSubmitting(false);
      }
    };

  return {
    field,
    handleSubmit,
    isSubmitting,
    getValues: () => current.current,
    setValue,
    setFocus,
    /** A message from the server about one field, shown under it. */
    setError: (name: keyof T, message: string, { focus = false } = {}) => {
      showError(name, message);
      if (focus) setFocus(name);
    },
  };
}
