import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnTo';

describe('safeReturnPath', () => {
  it('keeps a path on this origin with its query and fragment', () => {
    expect(safeReturnPath('/handlowiec/klienci/edycja?clientCode=KL-000123')).toBe(
      '/handlowiec/klienci/edycja?clientCode=KL-000123',
    );
    expect(safeReturnPath('/profil#bezpieczenstwo')).toBe('/profil#bezpieczenstwo');
  });

  it.each([
    ['another origin', 'https://evil.example/handlowiec'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'handlowiec/pulpit'],
    ['the sign-in page itself', '/'],
    ['not a string', 42],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
