// zod/mini: the same validation as `zod` at a fraction of the bundle size.
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './signIn.schema';

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Podaj adres e-mail.')),
  z.email('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.'),
);

/** Forms that ask only for an e-mail address: magic link, e-mail code, password reset. */
export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

/** A six-digit one-time code (the e-mail code and the authenticator app's TOTP). */
export const CODE_LENGTH = 6;

export const codeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Wpisz kod.'),
      z.regex(/^\d{6}$/, `Kod składa się z ${CODE_LENGTH} cyfr.`),
    ),
});
export type CodeValues = z.infer<typeof codeSchema>;

/** The new password and its repetition; the backend's minimum (spec §9) is checked here first. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, 'Podaj nowe hasło.'),
        z.minLength(MIN_PASSWORD_LENGTH, `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaki.`),
      ),
    repeat: z.string().check(z.minLength(1, 'Powtórz nowe hasło.')),
  })
  .check(
    z.refine((values) => values.repeat === '' || values.password === values.repeat, {
      message: 'Hasła nie są takie same.',
      path: ['repeat'],
    }),
  );
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
