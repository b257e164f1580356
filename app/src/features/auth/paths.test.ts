import { describe, expect, it } from 'vitest';
import { authRedirect, validateSignInSearch } from './paths';

describe('authRedirect (spec §2 root behaviour)', () => {
  it('sends a signed-out user on any path but / to /', () => {
    expect(authRedirect(false, '/handlowiec/pulpit')).toBe('/');
    expect(authRedirect(false, '/nie-ma-takiej-strony')).toBe('/');
  });

  it('lets a signed-out user stay on /', () => {
    expect(authRedirect(false, '/')).toBeUndefined();
  });

  it('sends a signed-in user on / to the dashboard', () => {
    expect(authRedirect(true, '/')).toBe('/handlowiec/pulpit');
  });

  it('lets a signed-in user stay anywhere else', () => {
    expect(authRedirect(true, '/handlowiec/klienci/lista')).toBeUndefined();
    expect(authRedirect(true, '/nie-ma-takiej-strony')).toBeUndefined();
  });
});

describe('validateSignInSearch', () => {
  it('keeps a known step and drops anything else', () => {
    expect(validateSignInSearch({ krok: 'kod' })).toEqual({ krok: 'kod' });
    expect(validateSignInSearch({ krok: 'zly', inne: 1 })).toEqual({});
  });
});
