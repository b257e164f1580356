import { describe, expect, it } from 'vitest';
import {
  isValidKrs,
  isValidNip,
  isValidPesel,
  isValidPostalCode,
  isValidRegon,
  normalizePostalCode,
  peselBirthDate,
  validateClient,
  validateNip,
  validatePesel,
} from './validators';

// The numbers of domain-research.md §2.3.
describe('Polish identifiers', () => {
  it.each([
    ['5422845917', true],
    ['9721237317', true],
    ['542-284-59-17', true],
    ['PL 5422845917', true],
    ['4724987170', false], // remainder 10, never issued
    ['5422845918', false],
    ['542284591', false],
    ['', false],
  ])('NIP %s → %s', (value, valid) => expect(isValidNip(value)).toBe(valid));

  it.each([
    ['302046830', true],
    ['123456785', true],
    ['30204683000000', false], // the padded 9-digit REGON fails the 14-digit check
    ['123456786', false],
    ['12345678', false],
  ])('REGON %s → %s', (value, valid) => expect(isValidRegon(value)).toBe(valid));

  it.each([
    ['44051401359', true],
    ['02270803624', true],
    ['00100112340', true], // check digit 0
    ['92060512181', false], // validate-polish's README example
    ['44043101350', false], // 31 April
    ['4405140135', false],
  ])('PESEL %s → %s', (value, valid) => expect(isValidPesel(value)).toBe(valid));

  it('reads the century from the PESEL month and refuses future dates', () => {
    expect(peselBirthDate('44051401359')?.toISOString().slice(0, 10)).toBe('1944-05-14');
    expect(peselBirthDate('02270803624')?.toISOString().slice(0, 10)).toBe('2002-07-08');
    expect(isValidPesel('02270803624', new Date('2001-01-01T00:00:00Z'))).toBe(false);
  });

  it.each([
    ['0000413516', true],
    ['413516', false],
  ])('KRS %s → %s', (value, valid) => expect(isValidKrs(value)).toBe(valid));

  it('checks postal codes and normalises them', () => {
    expect(isValidPostalCode('00-950')).toBe(true);
    expect(isValidPostalCode('00950')).toBe(false);
    expect(normalizePostalCode('00950')).toBe('00-950');
    expect(normalizePostalCode('1-234')).toBeNull();
  });
});

describe('client form', () => {
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
});
