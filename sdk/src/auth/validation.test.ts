import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidPassword,
  validateEmailPassword,
  validateMfaTicket,
  validatePhoneNumber,
} from './validation';

describe('spec §5 validations', () => {
  it.each(['handlowiec@demo.rampa.pl', 'A.Nowak+test@Example.COM', '"quoted name"@rampa.pl', 'x@[10.0.0.1]'])(
    'accepts the address %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a b@rampa.pl', '@rampa.pl', 'a@@rampa.pl', 42, null])(
    'rejects the address %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );

  it('requires a password string of at least 3 characters', () => {
    expect(isValidPassword('abc')).toBe(true);
    expect(isValidPassword('ab')).toBe(false);
    expect(isValidPassword(123456)).toBe(false);
  });

  it('reports the e-mail before the password', () => {
    expect(validateEmailPassword('bad', 'x')).toEqual({
      error: 'invalid-email',
      message: 'Email is incorrectly formatted',
      status: 10,
    });
    expect(validateEmailPassword('a@rampa.pl', 'x')).toEqual({
      error: 'invalid-password',
      message: 'Password is incorrectly formatted',
      status: 10,
    });
    expect(validateEmailPassword('a@rampa.pl', 'xyz')).toBeNull();
  });

  it('checks MFA tickets and phone numbers', () => {
    expect(validateMfaTicket('mfaTotp:0C9F3A52-6e1b-4d7a-b8c4-2f5e6a7b8c9d')).toBeNull();
    expect(validateMfaTicket('mfaTotp:not-a-uuid')).toEqual({
      error: 'invalid-mfa-ticket',
      message: 'MFA ticket is invalid',
      status: 10,
    });
    expect(validateMfaTicket('passwordReset:0c9f3a52-6e1b-4d7a-b8c4-2f5e6a7b8c9d')?.error).toBe(
      'invalid-mfa-ticket',
    );
    expect(validateMfaTicket(undefined)).toEqual({
      error: 'no-mfa-ticket',
      message: 'No MFA ticket has been provided',
      status: 10,
    });
    expect(validatePhoneNumber('+48500100200')).toBeNull();
    expect(validatePhoneNumber('')).toEqual({
      error: 'invalid-phone-number',
      message: 'Phone number is incorrectly formatted',
      status: 10,
    });
  });
});
