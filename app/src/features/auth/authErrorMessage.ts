/** The sdk's error shape (spec §8): `{ error, message, status }`. */
export interface AuthErrorLike {
  error?: string;
  message?: string;
  status?: number;
}

const MESSAGES: Record<string, string> = {
  'invalid-email-password': 'Nieprawidłowy e-mail lub hasło.',
  'invalid-email': 'Nieprawidłowy format adresu e-mail.',
  'invalid-password': 'Nieprawidłowy format hasła.',
  'unverified-user': 'Adres e-mail nie został jeszcze potwierdzony. Sprawdź skrzynkę pocztową.',
  'disabled-user': 'To konto jest zablokowane. Skontaktuj się z administratorem.',
  'forbidden-anonymous': 'To konto nie może się zalogować w ten sposób.',
  'already-signed-in': 'Jesteś już zalogowany.',
  'too-many-requests': 'Zbyt wiele prób logowania. Spróbuj ponownie za chwilę.',
  network: 'Brak połączenia z serwerem. Sprawdź połączenie z siecią i spróbuj ponownie.',
};

/** A Polish sentence for a sign-in failure; the server's English text never reaches the user. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  if (!error) return MESSAGES['invalid-email-password']!;
  if (error.error === 'unverified-user' || error.message === 'Email is not verified') {
    return MESSAGES['unverified-user']!;
  }
  const known = error.error ? MESSAGES[error.error] : undefined;
  if (known) return known;
  if (error.status === 0) return MESSAGES.network!;
  if (error.status === 429) return MESSAGES['too-many-requests']!;
  if (error.status !== undefined && error.status >= 500) {
    return 'Serwer jest chwilowo niedostępny. Spróbuj ponownie za chwilę.';
  }
  return 'Nie udało się zalogować. Spróbuj ponownie.';
}
