import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/support';
import { multipart, signInDemo } from '../storage/testing';
import { loggableError, loggableUrl, loggerOptions } from './logging';
import { unstorableTextAt } from './text';

describe('unstorableTextAt', () => {
  it('finds NUL and unpaired surrogates in values and keys, and passes paired ones', () => {
    expect(unstorableTextAt({ options: { metadata: { a: '\u0000' } } })).toBe('options.metadata.a');
    expect(unstorableTextAt({ list: ['ok', 'x\ud800'] })).toBe('list[1]');
    expect(unstorableTextAt({ ['k\udfff']: 1 })).toBe('k\udfff');
    expect(unstorableTextAt({ emoji: '😀 zażółć', n: 1, b: null })).toBeUndefined();
    expect(unstorableTextAt('\u0000')).toBe('body');
  });
});

describe('text no database can store', () => {
  const server = useTestServer('pglite');
  const NUL = { a: '\u0000' };
  const SURROGATE = { a: 'x\ud800' };

  it('answers 400 request-validation-error on every auth route the attack found, never 500', async () => {
    const user = await signInDemo(server.app, 'klient');
    const cases: [string, (metadata: object) => object, Record<string, string>][] = [
      [
        '/signup/email-password',
        (m) => ({ email: 'nul1@firma.test', password: 'haslo-haslo', options: { metadata: m } }),
        {},
      ],
      ['/signin/passwordless/email', (m) => ({ email: 'nul2@firma.test', options: { metadata: m } }), {}],
      ['/signin/otp/email', (m) => ({ email: 'nul3@firma.test', options: { metadata: m } }), {}],
      ['/signup/webauthn', (m) => ({ email: 'nul4@firma.test', options: { metadata: m } }), {}],
      ['/pat', (m) => ({ expiresAt: new Date(Date.now() + 86_400_000).toISOString(), metadata: m }), user],
    ];
    for (const [url, body, headers] of cases) {
      for (const metadata of [NUL, SURROGATE]) {
        const response = await server.app.inject({
          method: 'POST',
          url: `/v1/auth${url}`,
          // Written by hand: JSON.stringify would send the surrogate as an escape, as clients do.
          payload: JSON.stringify(body(metadata)),
          headers: { 'content-type': 'application/json', ...headers },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          error: 'request-validation-error',
          reason: expect.stringMatching(
            /metadata\.a: text may not contain NUL characters or unpaired surrogates/,
          ),
        });
      }
    }
  });

  it('answers 400 with hasura-storage’s shape for NUL in metadata[], PUT metadata and bucket-id', async () => {
    const user = await signInDemo(server.app, 'handlowiec');
    const send = async (method: 'POST' | 'PUT', url: string, fill: (form: FormData) => void) => {
      const form = new FormData();
      fill(form);
      const body = await multipart(form);
      return server.app.inject({ method, url, payload: body.payload, headers: { ...user, ...body.headers } });
    };
    const metadata = JSON.stringify({ name: 'a.txt', metadata: { a: '\u0000' } });
    const existing = await send('POST', '/v1/storage/files', (form) => {
      form.append('bucket-id', 'attachments');
      form.append('file[]', new Blob(['x']), 'a.txt');
    });
    const { id } = existing.json().processedFiles[0];
    const responses = [
      await send('POST', '/v1/storage/files', (form) => {
        form.append('bucket-id', 'attachments');
        form.append('metadata[]', new Blob([metadata], { type: 'application/json' }), '');
        form.append('file[]', new Blob(['x']), 'a.txt');
      }),
      await send('POST', '/v1/storage/files', (form) => {
        form.append('bucket-id', 'attach\u0000ments');
        form.append('file[]', new Blob(['x']), 'a.txt');
      }),
      await send('PUT', `/v1/storage/files/${id}`, (form) => {
        form.append('metadata', new Blob([metadata], { type: 'application/json' }), '');
        form.append('file', new Blob(['x']), 'a.txt');
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(/NUL characters or unpaired surrogates/);
    }
  });

  it('answers 400 for NUL in a query string', async () => {
    const response = await server.app.inject({ url: '/v1/auth/verify?ticket=%00&redirectTo=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'request-validation-error' });
  });
});

describe('logs', () => {
  it('carry no SQL parameters of a failed query', async () => {
    const db = new PGlite();
    const secret = 'refresh-token-hash-6f1d2c';
    const error = await db
      .query('INSERT INTO nowhere (hash) VALUES ($1)', [secret])
      .catch((caught: unknown) => caught);
    await db.close();
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error as object))).toContain(secret);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('nowhere');
  });

  it('redact token, ticket and signature values in logged URLs', () => {
    expect(loggableUrl('/v1/dev/inbox?token=abc&x')).toBe('/v1/dev/inbox?token=[redacted]&x');
    expect(loggableUrl('/v1/auth/verify?ticket=passwordReset:1&redirectTo=http://a/?refreshToken=r')).toBe(
      '/v1/auth/verify?ticket=[redacted]&redirectTo=[redacted]',
    );
    expect(loggableUrl('/v1/storage/files/1?w=10&X-Amz-Signature=s')).toBe(
      '/v1/storage/files/1?w=10&X-Amz-Signature=[redacted]',
    );
  });

  it('are what the server logs, through the serializers', () => {
    const options = loggerOptions('info') as { serializers: Record<string, (value: unknown) => unknown> };
    expect(
      options.serializers.req!({ method: 'GET', url: '/v1/dev/inbox?token=t0k3n', ip: '10.0.0.1' }),
    ).toEqual({ method: 'GET', url: '/v1/dev/inbox?token=[redacted]', remoteAddress: '10.0.0.1' });
  });
});
