import type { ReactNode } from 'react';
import { TextField } from '@rampa/design-system';
import { CODE_LENGTH, checkEmail, type EmailValues, trimmed } from './authValidation';
import { type AuthFieldProps, useAuthForm } from './useAuthForm';
import * as styles from './authForms.css';

interface FieldProps {
  /** The field's binding in its form: `form.field('email')`. */
  field: AuthFieldProps;
  autoFocus?: boolean;
}

/** The e-mail field of every auth form: Polish label and errors, the e-mail keyboard, username autofill. */
export function EmailField({ field, autoFocus }: FieldProps) {
  return (
    <TextField
      {...field}
      label="E-mail"
      type="email"
      autoComplete="username"
      inputMode="email"
      autoFocus={autoFocus}
      isRequired
    />
  );
}

/** A six-digit one-time code: numeric keyboard, and the browser may fill it in from an SMS or e-mail. */
export function CodeField({
  field,
  autoFocus,
  label,
  description,
}: FieldProps & { label: string; description?: string }) {
  return (
    <TextField
      {...field}
      label={label}
      description={description}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      autoFocus={autoFocus}
      isRequired
    />
  );
}

/** Always in the page, so screen readers announce a message when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.serverError : undefined}>
      {message}
    </div>
  );
}

/**
 * A calm confirmation ("Sprawdź skrzynkę…") inside a polite live region that is always in the page, so the
 * message is announced when it appears.
 */
export function Notice({ title, children }: { title: string | null; children?: ReactNode }) {
  return (
    <div role="status">
      {title && (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>{title}</p>
          {children && <p className={styles.noticeText}>{children}</p>}
        </div>
      )}
    </div>
  );
}

/** Where links from e-mails bring the user back: the app's own origin (an allowed `redirectTo`). */
export const appUrl = (path: string): string => new URL(path, window.location.origin).href;

const EMAIL_DEFAULTS: EmailValues = { email: '' };
const EMAIL_CHECKS = { email: checkEmail };
const sentEmail = (values: EmailValues) => trimmed(values, ['email']);

/** The form of a step that asks only for an e-mail address (magic link, e-mail code, password reset). */
export function useEmailForm() {
  return useAuthForm<EmailValues>({ defaultValues: EMAIL_DEFAULTS, checks: EMAIL_CHECKS, output: sentEmail });
}
