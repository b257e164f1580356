import * as z from 'zod/mini';
import { PHONE_MESSAGE } from './clientForm';
import { CLIENT_VALIDATION_MESSAGES, validateClientEmail } from './clientValidation';

export interface ContactFormValues {
  first_name: string;
  last_name: string;
  position: string;
  phone: string;
  email: string;
  is_primary: boolean;
}

export const EMPTY_CONTACT: ContactFormValues = {
  first_name: '',
  last_name: '',
  position: '',
  phone: '',
  email: '',
  is_primary: false,
};

const required = z.string().check(
  z.refine((value) => value.trim() !== '', CLIENT_VALIDATION_MESSAGES.required),
  z.maxLength(100, 'Za długi tekst'),
);

/** A contact person: first and last name required, e-mail and phone checked when given. */
export const contactFormSchema = z.object({
  first_name: required,
  last_name: required,
  position: z.string().check(z.maxLength(100, 'Za długi tekst')),
  phone: z
    .string()
    .check(
      z.refine((value) => value.trim() === '' || /^\+?[\d\s()-]{7,20}$/.test(value.trim()), PHONE_MESSAGE),
    ),
  email: z
    .string()
    .check(z.refine((value) => validateClientEmail(value) === null, CLIENT_VALIDATION_MESSAGES.email)),
  is_primary: z.boolean(),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const contactToInput = (values: ContactFormValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  position: orNull(values.position),
  phone: orNull(values.phone),
  email: orNull(values.email),
  is_primary: values.is_primary,
});
