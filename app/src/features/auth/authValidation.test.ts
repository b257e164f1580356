import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkEmail,
  checkNewPassword,
  checkPassword,
  checkRepeat,
  trimmed,
} from './authValidation';

describe('the auth forms’ checks', () => {
  it('asks for an e-mail address in the standard pattern (spec §5), spaces around it aside', () => {
    expect(checkEmail('')).toBe('Podaj adres e-mail.');
    expect(checkEmail('   ')).toBe('Podaj adres e-mail.');
    for (const wrong of ['jan.kowalski', 'jan@firma', 'jan kowalski@firma.pl', '@firma.pl', 'jan@firma.p']) {
      expect(checkEmail(wrong), wrong).toBe('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.');
    }
    expect(checkEmail(' jan.kowalski@firma.pl ')).toBeUndefined();
    expect(checkEmail('Anna.Nowak+rampa@demo.rampa.pl')).toBeUndefined();
  });

  it('asks for a password of at least 3 characters, spaces counted', () => {
    expect(checkPassword('')).toBe('Podaj hasło.');
    expect(checkPassword('ab')).toBe('Hasło musi mieć co najmniej 3 znaki.');
    expect(checkPassword(' a ')).toBeUndefined();
    expect(checkNewPassword('')).toBe('Podaj nowe hasło.');
    expect(checkNewPassword('ab')).toBe('Hasło musi mieć co najmniej 3 znaki.');
    expect(checkNewPassword('abc')).toBeUndefined();
  });

  it('asks for six digits of a code', () => {
    expect(checkCode('')).toBe('Wpisz kod.');
    expect(checkCode('12345')).toBe('Kod składa się z 6 cyfr.');
    expect(checkCode('12345a')).toBe('Kod składa się z 6 cyfr.');
    expect(checkCode(' 042917 ')).toBeUndefined();
  });

  it('tells a different repetition of the new password only once it is typed', () => {
    expect(checkRepeat('', { password: 'abc' })).toBe('Powtórz nowe hasło.');
    expect(checkRepeat('abd', { password: 'abc' })).toBe('Hasła nie są takie same.');
    expect(checkRepeat('abc', { password: 'abc' })).toBeUndefined();
  });

  it('sends the named fields without the spaces around them', () => {
    expect(trimmed({ email: ' a@b.pl ', password: ' x ' }, ['email'])).toEqual({
      email: 'a@b.pl',
      password: ' x ',
    });
  });
});
