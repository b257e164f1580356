import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '@rampa/sdk';
import { klientCompanyError } from './klientCompany';

const refused = (message: string) =>
  new GraphqlRequestError({ error: 'constraint-violation', message, status: 200 }, [
    { message, extensions: { code: 'constraint-violation' } },
  ]);

describe('klientCompanyError', () => {
  it("puts the database's refusals of the company next to the picker, in Polish", () => {
    expect(
      klientCompanyError(refused("a profile's client must belong to the profile's organization")),
    ).toEqual({
      field: 'clientId',
      message: 'Wybierz firmę klienta z Twojej organizacji',
    });
    expect(klientCompanyError(refused('a klient profile must point at its client'))).toEqual({
      field: 'clientId',
      message: 'Wybierz firmę klienta',
    });
  });

  it('says above the form when the profile is out of reach, the network is down, or anything else', () => {
    expect(klientCompanyError(new Error('the klient profile is out of reach'))).toEqual({
      message: 'Ten użytkownik nie jest już klientem w Twojej organizacji.',
    });
    expect(
      klientCompanyError(new GraphqlRequestError({ error: 'network', message: 'Network Error', status: 0 })),
    ).toEqual({ message: 'Brak połączenia z serwerem. Sprawdź sieć i spróbuj ponownie.' });
    expect(klientCompanyError(refused('Uniqueness violation. duplicate key'))).toEqual({
      message: 'Nie udało się zmienić firmy klienta. Spróbuj ponownie.',
    });
  });
});
