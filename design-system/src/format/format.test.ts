import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatMinutes,
  comparePolish,
  formatCount,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatNumber,
  formatPLN,
  formatTime,
  parseNumber,
  plural,
} from './format';

const NBSP = '\u00a0';
const pliki = { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' };

describe('plural (pl-PL)', () => {
  it.each([
    [0, 'plików'],
    [1, 'plik'],
    [2, 'pliki'],
    [4, 'pliki'],
    [5, 'plików'],
    [12, 'plików'],
    [14, 'plików'],
    [21, 'plików'],
    [22, 'pliki'],
    [25, 'plików'],
    [102, 'pliki'],
    [112, 'plików'],
    [122, 'pliki'],
    [1.5, 'pliku'],
  ])('%d → %s', (count, form) => {
    expect(plural(count, pliki)).toBe(form);
  });

  it('formatCount puts the formatted number first', () => {
    expect(formatCount(22, pliki)).toBe('22 pliki');
    expect(formatCount(12345, pliki)).toBe(`12${NBSP}345 plików`);
  });
});

describe('numbers and PLN', () => {
  it('uses NBSP groups from 5 digits and a decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1234,5');
    expect(formatNumber(12345.5)).toBe(`12${NBSP}345,5`);
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('formats PLN', () => {
    expect(formatPLN(1234.5)).toBe(`1${NBSP}234,50${NBSP}zł`);
    expect(formatPLN(999.99)).toBe(`999,99${NBSP}zł`);
    expect(formatPLN(12345.678)).toBe(`12${NBSP}345,68${NBSP}zł`);
    expect(formatPLN(-99.9)).toBe(`-99,90${NBSP}zł`);
  });

  it.each([
    ['1 234,56', 1234.56],
    [`1${NBSP}234,56`, 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['-5', -5],
    ['12,', Number.NaN],
    ['abc', Number.NaN],
    ['', Number.NaN],
  ])('parseNumber(%j) → %d', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });
});

describe('dates and times', () => {
  // 7 March 2025, 13:05 UTC = 14:05 in Warsaw (CET).
  const instant = new Date('2025-03-07T13:05:00Z');

  it('DD.MM.RRRR with leading zeros', () => {
    expect(formatDate(new Date(2025, 2, 7))).toBe('07.03.2025');
  });

  it('24-hour time in Europe/Warsaw', () => {
    expect(formatTime(instant)).toBe('14:05');
    expect(formatTime(new Date('2025-07-01T22:30:00Z'))).toBe('00:30');
    expect(formatTime(instant, 'UTC')).toBe('13:05');
  });

  it('date and time', () => {
    expect(formatDateTime(instant)).toBe('07.03.2025, 14:05');
  });

  it('long date with the genitive month', () => {
    expect(formatDateLong(instant)).toBe('7 marca 2025');
  });
});

describe('clock and lengths', () => {
  it('writes minutes after midnight as a 24 h clock, wrapping at midnight', () => {
    expect([0, 30, 510, 1439, 1440, 1470].map(formatClock)).toEqual([
      '00:00',
      '00:30',
      '08:30',
      '23:59',
      '00:00',
      '00:30',
    ]);
  });

  it('writes a length in hours and minutes', () => {
    expect([15, 30, 60, 90, 120, 0].map(formatMinutes)).toEqual([
      '15 min',
      '30 min',
      '1 godz.',
      '1 godz. 30 min',
      '2 godz.',
      '0 min',
    ]);
  });
});

describe('comparePolish', () => {
  it('sorts Ł after L and Ż after Z', () => {
    expect(['Żaneta', 'Zenon', 'Łukasz', 'Lech', 'Ćma', 'Cezary'].sort(comparePolish)).toEqual([
      'Cezary',
      'Ćma',
      'Lech',
      'Łukasz',
      'Zenon',
      'Żaneta',
    ]);
  });
});
