import { describe, expect, it } from 'vitest';
import { createTestJwt } from '../testing';
import { decodeJwtPayload, getHasuraClaims, InvalidTokenError, parsePostgresArray } from './jwt';

const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

describe('decodeJwtPayload', () => {
  it('reads the payload of a hasura-auth-shaped token', () => {
    const token = createTestJwt({
      userId: 'u-1',
      defaultRole: 'handlowiec',
      issuedAt: 1_000,
      expiresIn: 900,
    });
    expect(decodeJwtPayload(token)).toMatchObject({
      sub: 'u-1',
      iat: 1_000,
      exp: 1_900,
      'https://hasura.io/jwt/claims': { 'x-hasura-default-role': 'handlowiec', 'x-hasura-user-id': 'u-1' },
    });
  });

  it('decodes UTF-8 and unpadded base64url', () => {
    const token = `h.${encode(JSON.stringify({ name: 'Łukasz Żółć', n: '?>' }))}.s`;
    expect(decodeJwtPayload(token)).toEqual({ name: 'Łukasz Żółć', n: '?>' });
  });

  it.each([
    [undefined, 'Invalid token specified: must be a string'],
    [42, 'Invalid token specified: must be a string'],
    [null, 'Invalid token specified: must be a string'],
    ['no-dots', 'Invalid token specified: missing part #2'],
    ['header.', 'Invalid token specified: missing part #2'],
  ])('rejects %j: %s', (token, message) => {
    expect(() => decodeJwtPayload(token)).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload(token)).toThrow(message);
  });

  it('rejects bad base64', () => {
    expect(() => decodeJwtPayload('h.a$b.s')).toThrow(/^Invalid token specified: invalid base64 for part #2/);
  });

  it('rejects a payload that is not JSON, or not an object', () => {
    expect(() => decodeJwtPayload(`h.${encode('{nope')}.s`)).toThrow(
      /^Invalid token specified: invalid json for part #2/,
    );
    expect(() => decodeJwtPayload(`h.${encode('[1]')}.s`)).toThrow(/invalid json for part #2/);
  });

  it('carries the spec error fields', () => {
    try {
      decodeJwtPayload(1);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ name: 'InvalidTokenError', error: 'invalid-token', status: 1 });
    }
  });
});

describe('getHasuraClaims', () => {
  it('exposes roles, user id and the anonymous flag (sent as a string)', () => {
    const payload = decodeJwtPayload(
      createTestJwt({
        userId: 'u-2',
        defaultRole: 'user',
        allowedRoles: ['user', 'me', 'handlowiec'],
        isAnonymous: true,
        hasuraClaims: { 'x-hasura-org-ids': '{1,2}' },
      }),
    );
    expect(getHasuraClaims(payload)).toEqual({
      userId: 'u-2',
      defaultRole: 'user',
      allowedRoles: ['user', 'me', 'handlowiec'],
      isAnonymous: true,
      raw: expect.objectContaining({ 'x-hasura-org-ids': '{1,2}', 'x-hasura-user-is-anonymous': 'true' }),
    });
  });

  it('accepts Postgres-encoded allowed roles and returns null without claims', () => {
    const claims = getHasuraClaims({
      'https://hasura.io/jwt/claims': { 'x-hasura-allowed-roles': '{user,"me"}' },
    });
    expect(claims?.allowedRoles).toEqual(['user', 'me']);
    expect(claims?.isAnonymous).toBe(false);
    expect(getHasuraClaims({ sub: 'x' })).toBeNull();
    expect(getHasuraClaims(null)).toBeNull();
  });

  it('parses Postgres arrays', () => {
    expect(parsePostgresArray('{}')).toEqual([]);
    expect(parsePostgresArray('{a, b,"c d"}')).toEqual(['a', 'b', 'c d']);
  });
});
