import { describe, expect, it } from 'vitest';
import {
  checkIdentifier,
  checkPesel,
  ean13CheckDigit,
  encodePeselBirthDate,
  isValidEan13,
  isValidKrs,
  isValidNip,
  isValidPesel,
  isValidPostalCode,
  isValidRegon,
  nipCheckDigit,
  normalizeNip,
  normalizePostalCode,
  peselBirthDate,
  peselCheckDigit,
  peselSex,
  regonCheckDigit,
} from './identifiers';

// The numbers of domain-research.md §2.3.
describe('Polish identifiers', () => {
  it.each([
    ['5422845917', true],
    ['9721237317', true],
    ['542-284-59-17', true],
    ['PL 5422845917', true],
    [' pl5422845917', true],
    ['4724987170', false], // remainder 10, never issued
    ['5422845918', false],
    ['542284591', false],
    ['', false],
  ])('NIP %s → %s', (value, valid) => expect(isValidNip(value)).toBe(valid));

  it.each([
    ['302046830', true],
    ['123456785', true],
    ['12345678512347', true],
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
    ['44043101355', false], // 31 April, right check digit
    ['4405140135', false],
  ])('PESEL %s → %s', (value, valid) => expect(isValidPesel(value)).toBe(valid));

  it('reads the century from the PESEL month, and refuses future dates when given today', () => {
    expect(peselBirthDate('44051401359')?.toISOString().slice(0, 10)).toBe('1944-05-14');
    expect(peselBirthDate('02270803624')?.toISOString().slice(0, 10)).toBe('2002-07-08');
    expect(peselBirthDate('00100112340')?.toISOString().slice(0, 10)).toBe('1900-10-01');
    expect(peselBirthDate('11302800000')?.toISOString().slice(0, 10)).toBe('2011-10-28');
    expect(peselBirthDate('99922900000')?.toISOString().slice(0, 10)).toBe('1899-12-29');
    expect(peselBirthDate('01711500000')?.toISOString().slice(0, 10)).toBe('2201-11-15');
    expect(peselBirthDate('01713100000')).toBeNull(); // 31 November
    expect(peselBirthDate('01133100000')).toBeNull(); // month 13
    expect(isValidPesel('02270803624', new Date('2001-01-01T00:00:00Z'))).toBe(false);
    expect(isValidPesel('02270803624', new Date('2002-07-08T00:00:00Z'))).toBe(true);
  });

  it('reads the sex from the 10th digit', () => {
    expect(peselSex('44051401359')).toBe('male');
    expect(peselSex('02270803624')).toBe('female');
    expect(peselSex('123')).toBeNull();
  });

  it.each([
    [1944, 5, 14, '440514'],
    [2002, 7, 8, '022708'],
    [1899, 12, 29, '999229'],
    [2105, 1, 2, '054102'],
    [2250, 3, 4, '506304'],
  ])('encodes %i-%i-%i as %s', (year, month, day, encoded) => {
    expect(encodePeselBirthDate(year, month, day)).toBe(encoded);
    const pesel = `${encoded}0000`;
    expect(peselBirthDate(`${pesel}${peselCheckDigit(pesel)}`)).toEqual(
      new Date(Date.UTC(year, month - 1, day)),
    );
  });

  it('cannot encode a year outside 1800–2299', () => {
    expect(() => encodePeselBirthDate(1799, 1, 1)).toThrow(RangeError);
    expect(() => encodePeselBirthDate(2300, 1, 1)).toThrow(RangeError);
  });

  it.each([
    ['0000413516', true],
    ['0000 413 516', true],
    ['413516', false],
  ])('KRS %s → %s', (value, valid) => expect(isValidKrs(value)).toBe(valid));

  it.each([
    ['5901234123457', true],
    ['590 1234 12345 7', true],
    ['5901234123458', false],
    ['590123412345', false],
  ])('EAN-13 %s → %s', (value, valid) => expect(isValidEan13(value)).toBe(valid));

  it('checks postal codes and normalises them', () => {
    expect(isValidPostalCode('00-950')).toBe(true);
    expect(isValidPostalCode('00950')).toBe(false);
    expect(normalizePostalCode('00950')).toBe('00-950');
    expect(normalizePostalCode(' 00 950 ')).toBe('00-950');
    expect(normalizePostalCode('1-234')).toBeNull();
  });

  it('normalises a NIP to bare digits', () => {
    expect(normalizeNip('PL 526-025-02-74')).toBe('5260250274');
  });
});

describe('check digits', () => {
  it('computes the last digit of each identifier', () => {
    expect(nipCheckDigit('542284591')).toBe(7);
    expect(nipCheckDigit('472498717')).toBeNull(); // remainder 10
    expect(regonCheckDigit('30204683')).toBe(0);
    expect(regonCheckDigit('1234567851234')).toBe(7);
    expect(peselCheckDigit('0010011234')).toBe(0);
    expect(ean13CheckDigit('590123412345')).toBe(7);
  });

  it('refuses a body of the wrong length', () => {
    expect(() => nipCheckDigit('12345678')).toThrow(RangeError);
    expect(() => regonCheckDigit('123456789')).toThrow(RangeError);
    expect(() => ean13CheckDigit('59012341234a')).toThrow(RangeError);
  });
});

describe('checkIdentifier', () => {
  it.each([
    ['nip', 'PL 526-025-02-74', { valid: true, normalized: '5260250274' }],
    ['nip', '5260250275', { valid: false, normalized: '5260250275', reason: 'checksum' }],
    ['nip', '12345', { valid: false, normalized: '12345', reason: 'format' }],
    ['regon', '012100784', { valid: true, normalized: '012100784' }],
    ['regon', '012100785', { valid: false, normalized: '012100785', reason: 'checksum' }],
    ['pesel', '44051401358', { valid: false, normalized: '44051401358', reason: 'checksum' }],
    ['pesel', '44043101355', { valid: false, normalized: '44043101355', reason: 'date' }], // 31 April
    ['krs', '413516', { valid: false, normalized: '413516', reason: 'format' }],
    ['ean13', '5901234123457', { valid: true, normalized: '5901234123457' }],
    ['postal_code', '00 950', { valid: true, normalized: '00-950' }],
    ['postal_code', '00-95', { valid: false, normalized: '00-95', reason: 'format' }],
  ] as const)('%s %s', (type, value, expected) => {
    expect(checkIdentifier(type, value)).toStrictEqual(expected);
  });

  it('checks a PESEL birth date against today only when asked', () => {
    const future = '02270803624';
    expect(checkPesel(future)).toStrictEqual({ valid: true, normalized: future });
    expect(checkPesel(future, new Date('2001-01-01T00:00:00Z'))).toStrictEqual({
      valid: false,
      normalized: future,
      reason: 'date',
    });
  });
});
