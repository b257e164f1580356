import { GraphqlRequestError } from '@rampa/sdk';

export interface KlientCompanyError {
  /** 'clientId': the message goes next to the company picker; otherwise above the form. */
  field?: 'clientId';
  message: string;
}

/**
 * A refused change of a klient's company in Polish. The database's rules (nhost/migrations, triggers
 * profiles_client_same_org and profiles_klient_has_client) answer `constraint-violation` with their own text.
 */
export function klientCompanyError(error: unknown): KlientCompanyError {
  const messages =
    error instanceof GraphqlRequestError
      ? [error.message, ...error.graphqlErrors.map((e) => e.message)]
      : [error instanceof Error ? error.message : String(error)];
  for (const message of messages) {
    if (/client must belong to the profile's organization/.test(message)) {
      return { field: 'clientId', message: 'Wybierz firmę klienta z Twojej organizacji' };
    }
    if (/klient profile must point at its client/.test(message)) {
      return { field: 'clientId', message: 'Wybierz firmę klienta' };
    }
    if (/out of reach/.test(message)) {
      return { message: 'Ten użytkownik nie jest już klientem w Twojej organizacji.' };
    }
  }
  if (error instanceof GraphqlRequestError && error.status === 0) {
    return { message: 'Brak połączenia z serwerem. Sprawdź sieć i spróbuj ponownie.' };
  }
  return { message: 'Nie udało się zmienić firmy klienta. Spróbuj ponownie.' };
}
