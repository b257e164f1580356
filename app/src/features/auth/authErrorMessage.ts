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
  'unauthenticated-user': 'Sesja wygasła. Zaloguj się ponownie.',
  'too-many-requests': 'Zbyt wiele prób logowania. Spróbuj ponownie za chwilę.',
  'invalid-totp': 'Nieprawidłowy kod. Wpisz aktualny kod z aplikacji uwierzytelniającej.',
  'invalid-mfa-ticket': 'Logowanie dwuetapowe wygasło. Zaloguj się ponownie.',
  'no-mfa-ticket': 'Logowanie dwuetapowe wygasło. Zaloguj się ponownie.',
  'disabled-mfa-totp': 'To konto nie ma włączonego logowania dwuetapowego.',
  'invalid-otp': 'Kod jest nieprawidłowy lub wygasł.',
  'otp-too-many-attempts': 'Zbyt wiele błędnych prób. Poproś o nowy kod.',
  'password-too-short': 'Hasło jest za krótkie.',
  'password-in-hibp-database': 'To hasło wyciekło w znanym wycieku danych. Wybierz inne.',
  'email-already-verified': 'Ten adres e-mail jest już potwierdzony. Możesz się zalogować.',
  'redirectTo-not-allowed': 'Serwer nie pozwala wrócić do tej strony. Skontaktuj się z administratorem.',
  'disabled-endpoint': 'Ta metoda logowania jest wyłączona na serwerze.',
  'signup-disabled': 'Nie znaleziono konta dla tego adresu. Skontaktuj się z administratorem.',
  'invalid-sign-in-method': 'Ta metoda logowania jest niedostępna.',
  'refresher-already-running': 'Trwa odświeżanie sesji. Spróbuj ponownie za chwilę.',
  'auth-busy': 'Trwa inne logowanie. Poczekaj chwilę i spróbuj ponownie.',
  // WebAuthn ceremony errors: the sdk turns @simplewebauthn/browser's ERROR_* codes into kebab-case.
  'passthrough-see-cause-property':
    'Logowanie kluczem bezpieczeństwa zostało przerwane, minął czas na odpowiedź albo klucz nie jest zapisany dla tego konta.',
  'ceremony-aborted': 'Logowanie kluczem bezpieczeństwa zostało przerwane.',
  'invalid-rp-id': 'Klucz bezpieczeństwa nie pasuje do tej witryny.',
  'invalid-domain': 'Klucze bezpieczeństwa działają tylko pod bezpiecznym adresem (https).',
  'authenticator-general-error': 'Klucz bezpieczeństwa nie mógł potwierdzić logowania. Spróbuj ponownie.',
  'webauthn-error': 'Nie udało się zalogować kluczem bezpieczeństwa. Spróbuj ponownie.',
  network: 'Brak połączenia z serwerem. Sprawdź połączenie z siecią i spróbuj ponownie.',
};

/** Errors of links from e-mails, as `/verify` appends them to the address (`?error=…`). */
const LINK_MESSAGES: Record<string, string> = {
  'invalid-ticket': 'Link z e-maila wygasł lub został już użyty. Poproś o nowy.',
  'disabled-user': MESSAGES['disabled-user']!,
};

export const DEFAULT_SIGN_IN_ERROR = 'Nie udało się zalogować. Spróbuj ponownie.';

/**
 * A Polish sentence for a failed auth request; the server's English text never reaches the user. `fallback`
 * is the sentence for an error nobody named (by default the sign-in one).
 */
export function authErrorMessage(
  error: AuthErrorLike | null | undefined,
  fallback: string = DEFAULT_SIGN_IN_ERROR,
): string {
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
  return fallback;
}

/** The one-time e-mail code: the server answers a wrong or expired code with invalid-ticket. */
export function emailCodeErrorMessage(error: AuthErrorLike | null | undefined): string {
  if (error?.error === 'invalid-ticket' || error?.error === 'invalid-otp') {
    return 'Kod jest nieprawidłowy lub wygasł. Sprawdź go albo poproś o nowy.';
  }
  return authErrorMessage(error);
}

/** An error the page address brought back from an e-mail link (`?error=…&errorDescription=…`). */
export function linkErrorMessage(error: AuthErrorLike): string {
  return (
    (error.error && LINK_MESSAGES[error.error]) ||
    'Nie udało się zalogować linkiem z e-maila. Poproś o nowy link albo zaloguj się hasłem.'
  );
}
