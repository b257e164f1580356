import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createJwtService, HASURA_CLAIMS_NAMESPACE } from './jwt';
import { generateJwtSecretJson, generateRsaJwtSecretJson, parseJwtSecret } from './jwt-secret';

const subject = {
  userId: '0f6b3a52-3a7e-4d43-9c55-6f4b1f1d2a01',
  defaultRole: 'handlowiec',
  allowedRoles: ['handlowiec', 'me'],
  isAnonymous: false,
};
const rsSecret = parseJwtSecret(generateRsaJwtSecretJson(), 'test');
const hsSecret = parseJwtSecret(JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }), 'test');

describe('JWT service', () => {
  it("signs hasura-auth's claims", async () => {
    const jwt = createJwtService(rsSecret, 900);
    const before = Math.floor(Date.now() / 1000);
    const claims = await jwt.verify(await jwt.sign(subject));
    expect(claims).toEqual({
      [HASURA_CLAIMS_NAMESPACE]: {
        'x-hasura-allowed-roles': ['handlowiec', 'me'],
        'x-hasura-default-role': 'handlowiec',
        'x-hasura-user-id': subject.userId,
        'x-hasura-user-is-anonymous': 'false',
      },
      sub: subject.userId,
      iss: 'hasura-auth',
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('writes the anonymous flag as a string and uses a configured issuer', async () => {
    const secret = parseJwtSecret(
      JSON.stringify({ type: 'HS384', key: 'k'.repeat(48), issuer: 'rampa' }),
      'test',
    );
    const jwt = createJwtService(secret, 60);
    const claims = await jwt.verify(await jwt.sign({ ...subject, isAnonymous: true }));
    expect(claims.iss).toBe('rampa');
    expect((claims[HASURA_CLAIMS_NAMESPACE] as Record<string, unknown>)['x-hasura-user-is-anonymous']).toBe(
      'true',
    );
  });

  it('publishes the RSA public key, which verifies the tokens', async () => {
    const jwt = createJwtService(rsSecret, 900);
    const token = await jwt.sign(subject);
    const jwks = jwt.jwks();
    expect(jwks.keys).toEqual([
      { kty: 'RSA', n: expect.any(String), e: 'AQAB', alg: 'RS256', use: 'sig', kid: rsSecret.kid },
    ]);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', typ: 'JWT', kid: rsSecret.kid });
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { algorithms: ['RS256'] });
    expect(payload.sub).toBe(subject.userId);
  });

  it('publishes no key for a shared HS secret', () => {
    expect(createJwtService(hsSecret, 900).jwks()).toEqual({ keys: [] });
  });

  it('generates an HS256 secret of 64 random bytes (hex) for the embedded mode', async () => {
    const json = JSON.parse(generateJwtSecretJson()) as Record<string, string>;
    expect(json).toEqual({ type: 'HS256', key: expect.stringMatching(/^[0-9a-f]{128}$/) });
    expect(JSON.parse(generateJwtSecretJson()).key).not.toBe(json.key);
    const secret = parseJwtSecret(JSON.stringify(json), 'test');
    expect(secret.algorithm).toBe('HS256');
    const jwt = createJwtService(secret, 900);
    const token = await jwt.sign(subject);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect((await jwtVerify(token, secret.verifyKey, { algorithms: ['HS256'] })).payload.sub).toBe(
      subject.userId,
    );
    expect(jwt.jwks()).toEqual({ keys: [] });
  });

  it('accepts only the configured algorithm', async () => {
    const jwt = createJwtService(rsSecret, 900);
    const hsToken = await createJwtService(hsSecret, 900).sign(subject);
    await expect(jwt.verify(hsToken)).rejects.toThrow();
    const unsigned = new UnsecuredJWT({ sub: subject.userId }).setIssuedAt().setExpirationTime('1h').encode();
    await expect(jwt.verify(unsigned)).rejects.toThrow();
    // The public key used as an HMAC secret: the classic algorithm-confusion forgery.
    const publicPem = rsSecret.verifyKey.export({ type: 'spki', format: 'pem' }).toString();
    const forged = await new SignJWT({ sub: subject.userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(publicPem));
    await expect(jwt.verify(forged)).rejects.toThrow();
  });

  it('rejects expired, tampered and foreign tokens', async () => {
    const jwt = createJwtService(rsSecret, 900);
    const expired = await new SignJWT({ sub: subject.userId })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(rsSecret.signingKey);
    await expect(jwt.verify(expired)).rejects.toThrow(/exp/);

    const token = await jwt.sign(subject);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'someone-else', iat: 1, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    await expect(jwt.verify(`${header}.${payload}.${signature}`)).rejects.toThrow();

    const other = createJwtService(parseJwtSecret(generateRsaJwtSecretJson(), 'test'), 900);
    await expect(jwt.verify(await other.sign(subject))).rejects.toThrow();
  });

  it('believes a token it verified until it expires, then refuses it as jose does', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const jwt = createJwtService(rsSecret, 60);
      const token = await jwt.sign(subject);
      // Each answer is a copy: a caller that changes it changes nothing for the next request.
      for (let i = 0; i < 3; i += 1) {
        const claims = await jwt.verify(token);
        expect(claims.sub).toBe(subject.userId);
        (claims as Record<string, unknown>).sub = 'changed';
      }
      const [header, payload, signature] = token.split('.');
      const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'AB' : 'AA'}`;
      await expect(jwt.verify(`${header}.${payload}.${flipped}`)).rejects.toThrow();
      vi.advanceTimersByTime(61_000);
      await expect(jwt.verify(token)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['RS256', () => rsSecret],
    ['HS256', () => hsSecret],
  ])('answers a token it signed (%s) with the claims jose verifies in it', async (_, secret) => {
    const jwt = createJwtService(secret(), 900);
    const full = { ...subject, elevated: true, sessionId: '7d3f4c2e-1b2a-4c5d-8e9f-0a1b2c3d4e5f' };
    for (const one of [subject, full]) {
      const token = await jwt.sign(one);
      const { payload } = await jwtVerify(token, secret().verifyKey, { algorithms: [secret().algorithm] });
      expect(await jwt.verify(token)).toEqual(payload);
      // Another token's bytes are not believed for it. A character inside the signature is changed: the last one
      // also carries base64url's unused bits, and a change there may decode to the very same signature.
      const at = token.length - 10;
      const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      await expect(jwt.verify(tampered)).rejects.toThrow();
    }
  });

  it('checks the issuer when one is configured', async () => {
    const withIssuer = parseJwtSecret(
      JSON.stringify({ type: 'HS256', key: 'k'.repeat(32), issuer: 'rampa' }),
      't',
    );
    const tokenOfOtherIssuer = await createJwtService(hsSecret, 900).sign(subject);
    await expect(createJwtService(withIssuer, 900).verify(tokenOfOtherIssuer)).rejects.toThrow(/iss/);
  });

  it.each([
    ['RS256', generateRsaJwtSecretJson()],
    ['RS384', generateRsaJwtSecretJson('RS384')],
    ['HS256 as generated', generateJwtSecretJson()],
    [
      'RS512 with a kid and an issuer',
      JSON.stringify({ ...rsaSecretJson(), type: 'RS512', kid: 'k1', issuer: 'rampa' }),
    ],
    ['HS256', JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) })],
    ['HS384 with an issuer', JSON.stringify({ type: 'HS384', key: 'k'.repeat(48), issuer: 'rampa' })],
  ])('signs %s byte for byte as jose SignJWT does', async (_, json) => {
    const secret = parseJwtSecret(json, 'test');
    vi.useFakeTimers({ now: 1_790_000_000_500, toFake: ['Date'] });
    try {
      const full = { ...subject, elevated: true, sessionId: '7d3f4c2e-1b2a-4c5d-8e9f-0a1b2c3d4e5f' };
      for (const one of [subject, full]) {
        const ours = await createJwtService(secret, 900).sign(one);
        const iat = 1_790_000_000;
        const theirs = await new SignJWT({
          [HASURA_CLAIMS_NAMESPACE]: {
            'x-hasura-allowed-roles': [...one.allowedRoles],
            'x-hasura-default-role': one.defaultRole,
            'x-hasura-user-id': one.userId,
            'x-hasura-user-is-anonymous': String(one.isAnonymous),
            ...('elevated' in one && { 'x-hasura-auth-elevated': one.userId }),
          },
          ...('sessionId' in one && { sid: one.sessionId }),
        })
          .setProtectedHeader({ alg: secret.algorithm, typ: 'JWT', ...(secret.kid && { kid: secret.kid }) })
          .setSubject(one.userId)
          .setIssuer(secret.issuer ?? 'hasura-auth')
          .setIssuedAt(iat)
          .setExpirationTime(iat + 900)
          .sign(secret.signingKey);
        expect(ours).toBe(theirs);
        const { payload } = await jwtVerify(ours, secret.verifyKey, { algorithms: [secret.algorithm] });
        expect(payload.sub).toBe(one.userId);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

function rsaSecretJson() {
  return JSON.parse(generateRsaJwtSecretJson()) as Record<string, string>;
}
