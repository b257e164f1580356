import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFunctions } from './plugin';

const FIXTURES = join(import.meta.dirname, '__fixtures__', 'functions');
const REPO_FUNCTIONS = join(import.meta.dirname, '..', '..', '..', 'functions');

/** Test tokens: `user:<id>` verifies to a hasura-auth-like payload; anything else fails. */
async function verify(token: string): Promise<Record<string, unknown>> {
  if (!token.startsWith('user:')) throw new Error('invalid token');
  const id = token.slice('user:'.length);
  return {
    sub: id,
    'https://hasura.io/jwt/claims': {
      'x-hasura-user-id': id,
      'x-hasura-default-role': 'user',
      'x-hasura-allowed-roles': ['user', 'me'],
    },
  };
}

describe('functions (Nhost conventions)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerFunctions(app, { functionsDir: FIXTURES, verifyAccessToken: verify, timeoutMs: 500 });
  });
  afterAll(() => app.close());

  it('serves index at the folder path', async () => {
    const res = await app.inject({ url: '/v1/functions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ root: true });
    expect((await app.inject({ url: '/v1/functions/' })).json()).toEqual({ root: true });
  });

  it('passes method, query, headers, a parsed JSON body and the raw body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/functions/echo?a=1&a=2&b=x',
      headers: { 'content-type': 'application/json', 'x-test': 'hello' },
      payload: '{"n": 1}',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-echo']).toBe('yes');
    expect(res.json()).toEqual({
      method: 'POST',
      path: '/echo',
      query: { a: ['1', '2'], b: 'x' },
      body: { n: 1 },
      raw: '{"n": 1}',
      header: 'hello',
    });
  });

  it('parses forms and text, and hands other bodies over as bytes', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/v1/functions/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1&y=zażółć',
    });
    expect(form.json().body).toEqual({ x: '1', y: 'zażółć' });
    const text = await app.inject({
      method: 'PUT',
      url: '/v1/functions/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hej',
    });
    expect(text.json().body).toBe('hej');
    const bytes = await app.inject({
      method: 'POST',
      url: '/v1/functions/echo',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from([1, 2, 3]),
    });
    expect(bytes.json().body).toBe('buffer:3');
    const empty = await app.inject({ method: 'GET', url: '/v1/functions/echo' });
    expect(empty.json().body).toEqual({});
  });

  it('answers 400 for a JSON body that does not parse', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/functions/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
  });

  it('routes [param] segments, literal segments first', async () => {
    expect((await app.inject({ url: '/v1/functions/users/42' })).body).toBe('user 42');
    expect((await app.inject({ url: '/v1/functions/users/me' })).body).toBe('me');
  });

  it('hides _-prefixed files and folders, and answers 404 for unknown paths', async () => {
    for (const url of ['/v1/functions/_hidden', '/v1/functions/_lib/helper', '/v1/functions/nope']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('waits for an answer given later from a callback (JavaScript file)', async () => {
    const res = await app.inject({ url: '/v1/functions/later' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ later: true });
  });

  it('answers 500 when a function throws, 504 when it never answers', async () => {
    const thrown = await app.inject({ url: '/v1/functions/throws' });
    expect(thrown.statusCode).toBe(500);
    expect(thrown.json()).toEqual({ error: 'function-error', message: 'The function failed' });
    const silent = await app.inject({ url: '/v1/functions/silent' });
    expect(silent.statusCode).toBe(504);
  });
});

describe('functions/identifiers/validate', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerFunctions(app, { functionsDir: REPO_FUNCTIONS, verifyAccessToken: verify });
  });
  afterAll(() => app.close());

  const validate = (payload: unknown, token: string | null = 'user:u1') =>
    app.inject({
      method: 'POST',
      url: '/v1/functions/identifiers/validate',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as Record<string, unknown>,
    });

  it('requires a valid access token', async () => {
    expect((await validate({ type: 'nip', value: '5260250274' }, null)).statusCode).toBe(401);
    const forged = await validate({ type: 'nip', value: '5260250274' }, 'forged');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 401, error: 'unauthorized' });
  });

  it.each([
    ['nip', 'PL 526-025-02-74', { valid: true, normalized: '5260250274' }],
    ['nip', '5260250275', { valid: false, normalized: '5260250275', reason: 'checksum' }],
    ['nip', '12345', { valid: false, normalized: '12345', reason: 'format' }],
    ['regon', '012100784', { valid: true, normalized: '012100784' }],
    ['regon', '012100785', { valid: false, normalized: '012100785', reason: 'checksum' }],
    ['regon', '12345678512347', { valid: true, normalized: '12345678512347' }],
    ['pesel', '44051401359', { valid: true, normalized: '44051401359' }],
    ['pesel', '02270803624', { valid: true, normalized: '02270803624' }],
    ['pesel', '44051401358', { valid: false, normalized: '44051401358', reason: 'checksum' }],
    ['postal_code', '00 950', { valid: true, normalized: '00-950' }],
    ['postal_code', '00-95', { valid: false, normalized: '00-95', reason: 'format' }],
  ])('checks %s %s', async (type, value, expected) => {
    const res = await validate({ type, value });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('refuses a bad request and other methods', async () => {
    expect((await validate({ type: 'iban', value: 'x' })).statusCode).toBe(400);
    const get = await app.inject({
      url: '/v1/functions/identifiers/validate',
      headers: { authorization: 'Bearer user:u1' },
    });
    expect(get.statusCode).toBe(405);
  });
});
