import { describe, expect, it } from 'vitest';
import { authErrorMessage, emailCodeErrorMessage, linkErrorMessage } from './authErrorMessage';

describe('authErrorMessage', () => {
  it('says in Polish that the e-mail or password is wrong', () => {
    expect(
      authErrorMessage({
        status: 401,
        error: 'invalid-email-password',
        message: 'Incorrect email or password',
      }),
    ).toBe('Nieprawidłowy e-mail lub hasło.');
  });

  it('recognises an unverified e-mail by code or by message', () => {
    const expected = 'Adres e-mail nie został jeszcze potwierdzony. Sprawdź skrzynkę pocztową.';
    expect(
      authErrorMessage({ status: 401, error: 'unverified-user', message: 'User is not verified.' }),
    ).toBe(expected);
    expect(authErrorMessage({ status: 401, error: 'x', message: 'Email is not verified' })).toBe(expected);
  });

  it('covers network, rate-limit and server failures', () => {
    expect(authErrorMessage({ status: 0, error: 'network', message: 'Network Error' })).toMatch(
      /Brak połączenia/,
    );
    expect(authErrorMessage({ status: 429, error: 'whatever', message: '' })).toMatch(/Zbyt wiele prób/);
    expect(authErrorMessage({ status: 500, error: 'internal-server-error', message: '' })).toMatch(/Serwer/);
  });

  it('never shows the server’s English text', () => {
    expect(authErrorMessage({ status: 400, error: 'something-new', message: 'Something new happened' })).toBe(
      'Nie udało się zalogować. Spróbuj ponownie.',
    );
  });
});

describe('the other auth flows’ messages', () => {
  it('names a wrong authenticator code and a wrong e-mail code in Polish', () => {
    expect(authErrorMessage({ status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' })).toMatch(
      /^Nieprawidłowy kod\./,
    );
    expect(emailCodeErrorMessage({ status: 401, error: 'invalid-ticket', message: 'Invalid ticket' })).toBe(
      'Kod jest nieprawidłowy lub wygasł. Sprawdź go albo poproś o nowy.',
    );
  });

  it('uses the caller’s fallback for an unnamed error', () => {
    expect(authErrorMessage({ status: 400, error: 'nowy-blad', message: 'New' }, 'Nie udało się.')).toBe(
      'Nie udało się.',
    );
  });

  it('explains links that /verify sent back with an error', () => {
    expect(linkErrorMessage({ error: 'invalid-ticket', message: 'Invalid ticket', status: 10 })).toMatch(
      /wygasł lub został już użyty/,
    );
    expect(linkErrorMessage({ error: 'access_denied', message: 'x', status: 10 })).toMatch(
      /^Nie udało się zalogować linkiem z e-maila/,
    );
  });
});
