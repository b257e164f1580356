// zod/mini, as the rest of the app: field errors in Polish, the first one per field is shown.
import * as z from 'zod/mini';

/** Spec §9: minimum password length; hasura-auth caps passwords at 50 characters. */
export const MIN_PASSWORD_LENGTH = 3;
export const MAX_PASSWORD_LENGTH = 50;
export const MAX_NAME_LENGTH = 50;

/** Letters (any alphabet, with Polish diacritics), spaces, hyphens and apostrophes: "Anna-Maria", "O'Neil". */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' -]*$/u;

const name = (empty: string, noun: string) =>
  z.pipe(
    z.string().check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, empty),
        z.maxLength(MAX_NAME_LENGTH, `${noun} może mieć najwyżej ${MAX_NAME_LENGTH} znaków.`),
        z.regex(NAME_PATTERN, `${noun} może zawierać tylko litery, spacje, myślniki i apostrofy.`),
      ),
  );

export const LOCALES = [
  { id: 'pl', label: 'Polski' },
  { id: 'en', label: 'English' },
] as const;

export const detailsSchema = z.object({
  firstName: name('Podaj imię.', 'Imię'),
  lastName: name('Podaj nazwisko.', 'Nazwisko'),
  locale: z.enum(['pl', 'en'], 'Wybierz język.'),
});
export type DetailsValues = z.infer<typeof detailsSchema>;

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Podaj nowy adres e-mail.')),
  z.email('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.'),
);

/** Asked before a password or e-mail change (issue 15): whoever holds an open session must also know it. */
const currentPassword = z.string().check(z.minLength(1, 'Podaj obecne hasło.'));

/** The new address must differ from the current one (compared without case, as the server does). */
export const changeEmailSchema = (currentEmail: string) =>
  z.object({ newEmail: email, currentPassword }).check(
    z.refine((values) => values.newEmail.toLowerCase() !== currentEmail.toLowerCase(), {
      message: 'To jest Twój obecny adres e-mail. Podaj inny.',
      path: ['newEmail'],
    }),
  );
export type ChangeEmailValues = { newEmail: string; currentPassword: string };

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string()
      .check(
        z.minLength(1, 'Podaj nowe hasło.'),
        z.minLength(MIN_PASSWORD_LENGTH, `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaki.`),
        z.maxLength(MAX_PASSWORD_LENGTH, `Hasło może mieć najwyżej ${MAX_PASSWORD_LENGTH} znaków.`),
      ),
    confirmPassword: z.string().check(z.minLength(1, 'Powtórz nowe hasło.')),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      message: 'Hasła nie są takie same.',
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const totpCodeSchema = z.object({
  code: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Wpisz kod z aplikacji uwierzytelniającej.')),
    z.string().check(z.regex(/^\d{6}$/, 'Kod ma 6 cyfr.')),
  ),
});
export type TotpCodeValues = z.infer<typeof totpCodeSchema>;

export const securityKeySchema = z.object({
  nickname: z.pipe(
    z.string().check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, 'Nazwij klucz, np. „YubiKey służbowy”.'),
        z.maxLength(MAX_NAME_LENGTH, `Nazwa może mieć najwyżej ${MAX_NAME_LENGTH} znaków.`),
      ),
  ),
});
export type SecurityKeyValues = z.infer<typeof securityKeySchema>;

/** How long a new personal access token lives, in days. */
export const TOKEN_LIFETIMES = [
  { id: '30', label: '30 dni' },
  { id: '90', label: '90 dni' },
  { id: '180', label: '180 dni' },
  { id: '365', label: '1 rok' },
] as const;

export const personalAccessTokenSchema = z.object({
  name: z.pipe(
    z.string().check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, 'Nazwij token, np. „Integracja z ERP”.'),
        z.maxLength(MAX_NAME_LENGTH, `Nazwa może mieć najwyżej ${MAX_NAME_LENGTH} znaków.`),
      ),
  ),
  days: z.enum(['30', '90', '180', '365'], 'Wybierz, jak długo token ma działać.'),
});
export type PersonalAccessTokenValues = z.infer<typeof personalAccessTokenSchema>;

/** Client-side checks of an avatar; the server checks the bucket's limits and the bytes again. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** The `avatars` bucket's max_upload_file_size (nhost/migrations). */
export const AVATAR_MAX_BYTES = 5_000_000;

export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Ten plik nie jest obsługiwanym obrazem. Wybierz plik JPG, PNG, WebP lub AVIF.';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'Plik jest za duży. Zdjęcie może mieć najwyżej 5 MB.';
  if (file.size === 0) return 'Plik jest pusty. Wybierz inne zdjęcie.';
  return null;
}
