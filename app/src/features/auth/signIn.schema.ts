// zod/mini: the same validation as `zod` at a fraction of the bundle size.
import * as z from 'zod/mini';

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 3;

export const signInSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Podaj adres e-mail.')),
    z.email('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.'),
  ),
  password: z
    .string()
    .check(
      z.minLength(1, 'Podaj hasło.'),
      z.minLength(MIN_PASSWORD_LENGTH, `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaki.`),
    ),
});

export type SignInValues = z.infer<typeof signInSchema>;
