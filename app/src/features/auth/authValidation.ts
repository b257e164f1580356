import { isValidEmail, MIN_PASSWORD_LENGTH } from '@rampa/sdk';
import type { Fields } from './useAuthForm';

// The auth forms' checks, in Polish next to the fields. The address and password rules are the sdk's own
// (spec §5: a standard address pattern, a password of at least MIN_PASSWORD_LENGTH characters), so a form
// the page sends is never refused by the sdk before it reaches the server.

export { MIN_PASSWORD_LENGTH };

/** A six-digit one-time code (the e-mail code and the authenticator app's TOTP). */
export const CODE_LENGTH = 6;

/** The typed address, without the spaces around it (as it is sent). */
export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Podaj adres e-mail.';
  if (!isValidEmail(email)) return 'Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.';
  return undefined;
}

const checkPasswordLength = (value: string) =>
  value.length < MIN_PASSWORD_LENGTH
    ? `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaki.`
    : undefined;

/** The sign-in password: sent as typed, spaces included. */
export const checkPassword = (value: string): string | undefined =>
  value ? checkPasswordLength(value) : 'Podaj hasło.';

export function checkCode(value: string): string | undefined {
  const code = value.trim();
  if (!code) return 'Wpisz kod.';
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return `Kod składa się z ${CODE_LENGTH} cyfr.`;
  return undefined;
}

export const checkNewPassword = (value: string): string | undefined =>
  value ? checkPasswordLength(value) : 'Podaj nowe hasło.';

/** The repetition of the new password: told apart only once it is typed. */
export function checkRepeat(value: string, { password }: { password: string }): string | undefined {
  if (!value) return 'Powtórz nowe hasło.';
  if (value !== password) return 'Hasła nie są takie same.';
  return undefined;
}

export interface SignInValues {
  email: string;
  password: string;
}
export interface EmailValues {
  email: string;
}
export interface CodeValues {
  code: string;
}
export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** What is sent: the address and the code without surrounding spaces, passwords as typed. */
export const trimmed = <T extends Fields<T>>(values: T, names: readonly (keyof T)[]): T => {
  const out = { ...values };
  for (const name of names) out[name] = values[name].trim() as T[keyof T];
  return out;
};
