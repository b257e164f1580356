import { authErrorMessage, type AuthErrorLike } from '../auth/authErrorMessage';

const MESSAGES: Record<string, string> = {
  'wrong-current-password': 'Obecne hasło jest nieprawidłowe.',
  'email-already-in-use': 'Ten adres e-mail jest już używany przez inne konto.',
  'invalid-totp': 'Nieprawidłowy kod. Wpisz aktualny, 6-cyfrowy kod z aplikacji uwierzytelniającej.',
  'totp-already-active': 'Logowanie dwuetapowe jest już włączone.',
  'no-totp-secret': 'Najpierw wygeneruj kod QR i dodaj konto w aplikacji uwierzytelniającej.',
  'elevated-claim-required':
    'Ta zmiana wymaga potwierdzenia tożsamości kluczem bezpieczeństwa. Zaloguj się ponownie kluczem.',
  'disabled-endpoint': 'Ta funkcja jest wyłączona na serwerze.',
  'forbidden-anonymous': 'Konto gościa nie może tego zmienić. Najpierw załóż pełne konto.',
  'invalid-request': 'Serwer nie przyjął tych danych. Sprawdź je i spróbuj ponownie.',
  'ceremony-aborted': 'Dodawanie klucza zostało przerwane albo minął czas na odpowiedź.',
  'passthrough-see-cause-property': 'Dodawanie klucza zostało przerwane albo minął czas na odpowiedź.',
  'authenticator-previously-registered': 'Ten klucz jest już dodany do Twojego konta.',
  'invalid-domain': 'Klucze bezpieczeństwa działają tylko pod bezpiecznym adresem (https).',
  'invalid-rp-id': 'Klucz bezpieczeństwa nie pasuje do tej witryny.',
};

/** A Polish sentence for a failed account change; `fallback` names the action that failed. */
export function profileErrorMessage(error: AuthErrorLike | null | undefined, fallback: string): string {
  const known = error?.error ? MESSAGES[error.error] : undefined;
  if (known) return known;
  if (error?.message === 'elevated-claim-required') return MESSAGES['elevated-claim-required']!;
  if (error?.error === 'invalid-email-password' || !error) return fallback;
  return authErrorMessage(error, fallback);
}
