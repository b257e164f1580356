import { encodePeselBirthDate, peselCheckDigit } from '@rampa/domain';
import { describe, expect, it } from 'vitest';
import { validateClient, validateNip, validatePesel, validatePostalCode } from './clientValidation';

describe('client validation', () => {
  it('answers in Polish beside each field and ignores empty optional fields', () => {
    expect(validateNip('4724987170')).toBe('Nieprawidłowy NIP');
    expect(validateNip('')).toBeNull();
    expect(validatePesel('92060512181')).toBe('Nieprawidłowy PESEL');
    expect(
      validateClient({
        kind: 'person',
        first_name: 'Jan',
        pesel: '92060512181',
        email: 'jan@',
        postal_code: '1',
      }),
    ).toEqual({
      last_name: 'To pole jest wymagane',
      pesel: 'Nieprawidłowy PESEL',
      email: 'Musi być poprawnym adresem e-mail',
      postal_code: 'Nieprawidłowy kod pocztowy (format 00-000)',
    });
    expect(
      validateClient({ kind: 'company', name: 'Firma', nip: '5422845917', postal_code: '00-950' }),
    ).toEqual({});
  });

  it('refuses a PESEL born after today', () => {
    const body = `${encodePeselBirthDate(new Date().getUTCFullYear() + 1, 1, 1)}0000`;
    expect(validatePesel(`${body}${peselCheckDigit(body)}`)).toBe('Nieprawidłowy PESEL');
  });

  it('takes a postal code with or without the dash', () => {
    expect(validatePostalCode('00950')).toBeNull();
    expect(validatePostalCode('00-95')).toBe('Nieprawidłowy kod pocztowy (format 00-000)');
  });
});
