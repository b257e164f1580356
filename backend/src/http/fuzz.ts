import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Property-based attacks on the HTTP API: every `/v1/auth` and `/v1/storage` route and `/v1/graphql` gets
 * generated bad bodies (wrong types, sizes, NUL characters and unpaired surrogates, deep nesting), bad paths,
 * queries, content types and credentials. The property: no answer is a 5xx, none takes longer than a bound, and
 * the server stays healthy. `fuzz.test.ts` runs a short round in `npm test`; `npm run fuzz` a long one.
 */

export interface Route {
  method: string;
  url: string;
}

/** Every route of the server under the given prefixes, read from Fastify's route tree. */
export function routesOf(app: FastifyInstance, prefixes: readonly string[]): Route[] {
  const table = app.printRoutes({ commonPrefix: false });
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of table.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4))!;
    const url = `${depth > 0 ? parents[depth - 1] : ''}${match[1]}`;
    parents[depth] = url;
    parents.length = depth + 1;
    if (match[2] === undefined || !prefixes.some((prefix) => url.startsWith(prefix))) continue;
    for (const method of match[2].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

/** The string with unpaired surrogates replaced by U+FFFD, as an encoder would send it. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

// Text a database cannot store, or that breaks naive encoders.
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '%00',
  '%',
  '%ZZ',
  '../../etc/passwd',
  "'; DROP TABLE auth.users; --",
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '\r\nSet-Cookie: x=1',
  'ą'.repeat(300),
  '9'.repeat(400),
  '',
  ' ',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'admin@demo.rampa.pl',
  'passwordReset:00000000-0000-4000-8000-000000000000',
];

const FIELD_NAMES = [
  'email',
  'password',
  'newPassword',
  'newEmail',
  'options',
  'metadata',
  'displayName',
  'redirectTo',
  'locale',
  'defaultRole',
  'allowedRoles',
  'refreshToken',
  'ticket',
  'otp',
  'code',
  'phoneNumber',
  'personalAccessToken',
  'expiresAt',
  'credential',
  'nickname',
  'provider',
  'idToken',
  'nonce',
  'signInMethod',
  'all',
  'activeMfaType',
  'query',
  'variables',
  'operationName',
  'id',
  'name',
  'bucketId',
  'a',
  '__proto__',
  'constructor',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\ud83d`) },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1e308, 253402300799999, 0.5),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** JSON values with the API's field names, hostile leaves and some depth. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 4, depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileString), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

/**
 * A body every route would accept (unknown fields are ignored), for a fresh address: the starting point of
 * mutations that reach past the schema checks into the handlers and the database.
 */
const acceptedBody = (id: string) => ({
  email: `fuzz-${id}@firma.test`,
  password: 'haslo-haslo',
  newPassword: 'nowe-haslo',
  newEmail: `fuzz-new-${id}@firma.test`,
  phoneNumber: '+48500100200',
  signInMethod: 'passwordless',
  options: {
    metadata: { a: 'b' },
    displayName: 'Fuzz',
    locale: 'pl',
    redirectTo: 'http://localhost:4000/',
    defaultRole: 'user',
    allowedRoles: ['user', 'me'],
  },
  metadata: { a: 'b' },
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  refreshToken: id,
  ticket: `passwordReset:${id}`,
  otp: '123456',
  code: '123456',
  nickname: 'klucz',
  query: 'query($id: uuid!) { file(id: $id) { id name } }',
  variables: { id },
  all: false,
});

const MUTABLE_PATHS = [
  ['email'],
  ['password'],
  ['newPassword'],
  ['newEmail'],
  ['phoneNumber'],
  ['options', 'metadata', 'a'],
  ['options', 'metadata'],
  ['options', 'displayName'],
  ['options', 'locale'],
  ['options', 'redirectTo'],
  ['options', 'defaultRole'],
  ['options', 'allowedRoles'],
  ['metadata', 'a'],
  ['metadata'],
  ['expiresAt'],
  ['refreshToken'],
  ['ticket'],
  ['otp'],
  ['nickname'],
  ['variables', 'id'],
  ['query'],
];

/** An accepted body with one or two values made hostile. */
const mutatedBody: fc.Arbitrary<unknown> = fc
  .record({
    id: fc.uuid({ version: 4 }),
    mutations: fc.array(
      fc.record({
        path: fc.constantFrom(...MUTABLE_PATHS),
        value: fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: hostileJson }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  })
  .map(({ id, mutations }) => {
    const body: Record<string, unknown> = acceptedBody(id);
    for (const { path, value } of mutations) {
      let target: unknown = body;
      for (const key of path.slice(0, -1)) target = (target as Record<string, unknown>)[key];
      if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
        (target as Record<string, unknown>)[path.at(-1)!] = value;
      }
    }
    return body;
  });

const body = fc.oneof(
  { weight: 4, arbitrary: mutatedBody.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 2, arbitrary: hostileJson.map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          '"\\ud800"',
          '{"a":"\\u0000"}',
          'null',
          '0',
          '{"__proto__":{"x":1}}',
        ),
        fc.string({ unit: 'binary', maxLength: 60 }),
      )
      .map((value) => ({ kind: 'raw' as const, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/octet-stream',
  '',
);

const pathParam = fc.oneof(
  fc.constantFrom(
    '00000000-0000-4000-8000-000000000000',
    'x',
    '%00',
    '%ZZ',
    '..%2F..%2Fsecrets',
    '%2e%2e',
    'a'.repeat(300),
    '%F0%9F%98%80',
  ),
  fc.string({ minLength: 1, maxLength: 12 }).map((s) => encodeURIComponent(s)),
);

const query = fc.dictionary(
  fc.constantFrom('to', 'token', 'ticket', 'redirectTo', 'type', 'w', 'h', 'q', 'f', 'b', 'query', 'x'),
  hostileString,
  { maxKeys: 3 },
);

export interface Credentials {
  /** Authorization headers of a signed-in user. */
  user: Record<string, string>;
  adminSecret: string;
}

const credentialKind = fc.constantFrom('none', 'user', 'admin', 'garbage', 'garbage-admin');

/** One generated request for one route. */
export function requestFor(route: Route, credentials: Credentials): fc.Arbitrary<InjectOptions> {
  return fc
    .record({
      body,
      contentType,
      params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
      query,
      credential: credentialKind,
    })
    .map(({ body, contentType, params, query, credential }) => {
      let index = 0;
      const path = route.url.replace(/:[A-Za-z0-9_]+|\*/g, () => params[index++ % params.length]!);
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        // URLSearchParams would throw on an unpaired surrogate; such bytes reach the server percent-encoded.
        search.set(key, wellFormed(value));
      }
      const headers: Record<string, string> = {};
      if (credential === 'user') Object.assign(headers, credentials.user);
      if (credential === 'admin') headers['x-hasura-admin-secret'] = credentials.adminSecret;
      if (credential === 'garbage') headers.authorization = 'Bearer a.b.c';
      if (credential === 'garbage-admin') headers['x-hasura-admin-secret'] = 'wrong';
      const options: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: `${path}${search.size > 0 ? `?${search}` : ''}`,
        headers,
      };
      if (body.kind !== 'none' && route.method !== 'GET' && route.method !== 'DELETE') {
        if (contentType !== '') headers['content-type'] = contentType;
        options.payload = body.kind === 'json' ? JSON.stringify(body.value) : body.value;
      }
      return options;
    });
}

/** Multipart uploads to `/v1/storage/files` with hostile fields (bucket-id, metadata[], file names). */
export function storageUploads(credentials: Credentials): fc.Arbitrary<Promise<InjectOptions>> {
  return fc
    .record({
      bucket: fc.option(fc.oneof(fc.constantFrom('attachments', 'avatars', 'default'), hostileString)),
      metadata: fc.option(
        fc.oneof(
          hostileJson.map((value) => JSON.stringify(value)),
          hostileString,
        ),
      ),
      name: hostileString,
      method: fc.constantFrom('POST', 'PUT'),
      admin: fc.boolean(),
    })
    .map(async ({ bucket, metadata, name, method, admin }) => {
      const form = new FormData();
      if (bucket !== null) form.append('bucket-id', bucket);
      const metadataField = method === 'POST' ? 'metadata[]' : 'metadata';
      if (metadata !== null) {
        form.append(metadataField, new Blob([metadata], { type: 'application/json' }), '');
      }
      form.append(method === 'POST' ? 'file[]' : 'file', new Blob(['Rampa']), wellFormed(name));
      const request = new Request('http://storage.test/', { method: 'POST', body: form });
      return {
        method,
        url:
          method === 'POST' ? '/v1/storage/files' : '/v1/storage/files/00000000-0000-4000-8000-000000000000',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          'content-type': request.headers.get('content-type')!,
          ...(admin ? { 'x-hasura-admin-secret': credentials.adminSecret } : credentials.user),
        },
      } satisfies InjectOptions;
    });
}

/** Fails unless the answer comes within `ms` and is not a 5xx; answers the status. */
export async function answeredSanely(app: FastifyInstance, options: InjectOptions, ms = 10_000) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    const response = await Promise.race([app.inject(options), timeout]);
    if (response.statusCode >= 500) {
      throw new Error(
        `${options.method} ${options.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
      );
    }
    return response.statusCode;
  } finally {
    clearTimeout(timer);
  }
}
