import { describe, expect, it } from 'vitest';
import { authRedirect, validateSignInSearch } from './paths';

const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, href, search: Object.fromEntries(url.searchParams) };
};
const START = '/handlowiec/pulpit';

describe('authRedirect (spec §2 root behaviour)', () => {
  it('sends a signed-out visitor to / and remembers the page he asked for', () => {
    expect(authRedirect(false, at('/handlowiec/pulpit'), START)).toBe('/?powrot=%2Fhandlowiec%2Fpulpit');
    expect(authRedirect(false, at('/handlowiec/klienci/edycja?clientCode=KL-000123'), START)).toBe(
      '/?powrot=%2Fhandlowiec%2Fklienci%2Fedycja%3FclientCode%3DKL-000123',
    );
  });

  it('leaves a signed-out visitor on the sign-in page', () => {
    expect(authRedirect(false, at('/'), START)).toBeUndefined();
    expect(authRedirect(false, at('/?krok=kod'), START)).toBeUndefined();
  });

  it("sends a signed-in user from / to the page he asked for, else to his role's start page", () => {
    expect(authRedirect(true, at('/'), START)).toBe(START);
    expect(authRedirect(true, at('/'), '/magazynier/')).toBe('/magazynier/');
    expect(authRedirect(true, at('/?powrot=%2Fhandlowiec%2Fklienci%2Flista%3Fpage%3D2'), START)).toBe(
      '/handlowiec/klienci/lista?page=2',
    );
  });

  it('never follows a return address to another origin', () => {
    expect(authRedirect(true, at('/?powrot=https%3A%2F%2Fevil.example%2F'), START)).toBe(START);
    expect(authRedirect(true, at('/?powrot=%2F%2Fevil.example'), START)).toBe(START);
  });

  it('leaves a signed-in user where he is elsewhere', () => {
    expect(authRedirect(true, at('/handlowiec/klienci/lista'), START)).toBeUndefined();
    expect(authRedirect(true, at('/nie-ma-takiej-strony'), START)).toBeUndefined();
  });
});

describe('validateSignInSearch', () => {
  it('keeps a known step and drops anything else', () => {
    expect(validateSignInSearch({ krok: 'kod' })).toEqual({ krok: 'kod' });
    expect(validateSignInSearch({ krok: 'zly', inne: 1 })).toEqual({});
    expect(validateSignInSearch({ powrot: '/profil' })).toEqual({ powrot: '/profil' });
    expect(validateSignInSearch({ powrot: '//evil.example' })).toEqual({});
  });
});
