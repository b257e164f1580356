import { http, HttpResponse } from 'msw';
import { parse, print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NHOST_REFRESH_TOKEN_KEY } from '../auth/constants';
import { authHandlers, makeSdk, settle, startMswServer } from '../test/harness';
import { createGraphqlHandlers, createTestSession, TEST_BACKEND_URL } from '../testing';
import { printedDocument } from './graphqlClient';
import { GraphqlRequestError } from './graphqlErrors';

const server = startMswServer();
const GRAPHQL_URL = `${TEST_BACKEND_URL}/v1/graphql`;

// Built without `loc`, as codegen's client preset emits documents.
const ClientList = JSON.parse(
  JSON.stringify(
    parse('query ClientList($limit: Int!) { clients(limit: $limit) { id name } }', { noLocation: true }),
  ),
) as TypedDocumentNode<{ clients: { id: string; name: string }[] }, { limit: number }>;

interface Captured {
  body: { query: string; variables: unknown; operationName: string };
  headers: Headers;
}

function answer(respond: () => Response) {
  const captured: Captured[] = [];
  server.use(
    http.post(GRAPHQL_URL, async ({ request }) => {
      captured.push({ body: (await request.json()) as Captured['body'], headers: request.headers });
      return respond();
    }),
  );
  return captured;
}

async function signedInSdk(session = createTestSession()) {
  server.use(authHandlers.token.success(session, { once: true }));
  const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
  await sdk.auth.waitUntilReady();
  return { sdk, session };
}

describe('sdk.graphql.request', () => {
  it('posts print(document), variables and operation name with the bearer token and role', async () => {
    const { sdk, session } = await signedInSdk();
    const captured = answer(() => HttpResponse.json({ data: { clients: [{ id: '1', name: 'Rampa' }] } }));

    const data = await sdk.graphql.request(ClientList, { limit: 5 }, { role: 'handlowiec' });

    expect(data).toEqual({ clients: [{ id: '1', name: 'Rampa' }] });
    expect(captured[0]?.body).toEqual({
      query: print(ClientList),
      variables: { limit: 5 },
      operationName: 'ClientList',
    });
    expect(captured[0]?.headers.get('Authorization')).toBe(`Bearer ${session.accessToken}`);
    expect(captured[0]?.headers.get('x-hasura-role')).toBe('handlowiec');
    expect(captured[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('prints each document once and sends the same text with every request', async () => {
    const { sdk } = await signedInSdk();
    const captured = answer(() => HttpResponse.json({ data: { clients: [] } }));
    const printed = printedDocument(ClientList);
    expect(printedDocument(ClientList)).toBe(printed);
    expect(printed).toEqual({ query: print(ClientList), operationName: 'ClientList' });

    await sdk.graphql.request(ClientList, { limit: 1 });
    await sdk.graphql.request(ClientList, { limit: 2 });
    expect(captured.map(({ body }) => [body.query, body.operationName, body.variables])).toEqual([
      [printed.query, 'ClientList', { limit: 1 }],
      [printed.query, 'ClientList', { limit: 2 }],
    ]);
  });

  it('sends no bearer and no role header when signed out and none is asked for', async () => {
    const sdk = makeSdk();
    await sdk.auth.waitUntilReady();
    const captured = answer(() => HttpResponse.json({ data: { clients: [] } }));
    await sdk.graphql.request(ClientList, { limit: 1 });
    expect(captured[0]?.headers.get('Authorization')).toBeNull();
    expect(captured[0]?.headers.get('x-hasura-role')).toBeNull();
  });

  it('rejects with the GraphQL errors, the first code and the HTTP status', async () => {
    const { sdk } = await signedInSdk();
    const errors = [
      {
        message: 'field "clients" not found in type: \'query_root\'',
        extensions: { path: '$', code: 'validation-failed' },
      },
    ];
    answer(() => HttpResponse.json({ errors }));

    const failure = await sdk.graphql.request(ClientList, { limit: 1 }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GraphqlRequestError);
    expect(failure).toMatchObject({
      error: 'validation-failed',
      status: 200,
      message: errors[0]?.message,
      graphqlErrors: errors,
    });
  });

  it.each([
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['null data', () => HttpResponse.json({ data: null })],
    ['no data at all', () => HttpResponse.json({})],
    ['an array as data', () => HttpResponse.json({ data: [] })],
  ])('maps %s to the malformed-response error', async (_case, respond) => {
    const { sdk } = await signedInSdk();
    answer(respond);
    await expect(sdk.graphql.request(ClientList, { limit: 1 })).rejects.toMatchObject({
      error: 'invalid-response',
      message: 'incorrect response data from GraphQL server',
      status: 0,
    });
  });

  it('maps an HTTP failure to its status text and code', async () => {
    const { sdk } = await signedInSdk();
    answer(() => new HttpResponse('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    await expect(sdk.graphql.request(ClientList, { limit: 1 })).rejects.toMatchObject({
      error: 'Bad Gateway',
      message: 'Bad Gateway',
      status: 502,
    });
  });

  it('maps an aborted request to status 0 and any other failure to 500', async () => {
    const { sdk } = await signedInSdk();
    answer(() => HttpResponse.json({ data: {} }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      sdk.graphql.request(ClientList, { limit: 1 }, { signal: controller.signal }),
    ).rejects.toMatchObject({
      error: 'abort-error',
      status: 0,
    });

    server.use(http.post(GRAPHQL_URL, () => HttpResponse.error()));
    await expect(sdk.graphql.request(ClientList, { limit: 1 })).rejects.toMatchObject({
      error: 'unknown',
      status: 500,
    });
  });
});

describe('sdk.graphql.request with an expired access token', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T08:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-checks every 100 ms and sends the request with the refreshed token', async () => {
    server.use(authHandlers.token.success(createTestSession({ accessTokenExpiresIn: 0 }), { once: true }));
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    await settle();
    const refreshed = createTestSession();
    server.use(authHandlers.token.success(refreshed, { delay: 2_000 }));
    const captured = answer(() => HttpResponse.json({ data: { clients: [] } }));

    const request = sdk.graphql.request(ClientList, { limit: 1 });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(captured).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    await request;

    expect(captured).toHaveLength(1);
    expect(captured[0]?.headers.get('Authorization')).toBe(`Bearer ${refreshed.accessToken}`);
  });
});

describe('createGraphqlHandlers (@rampa/sdk/testing)', () => {
  it('answers the document it was built for, with data from the variables or with errors', async () => {
    const sdk = makeSdk();
    await sdk.auth.waitUntilReady();
    const handlers = createGraphqlHandlers(sdk.urls.graphql);

    server.use(
      handlers.data(ClientList, ({ limit }) => ({ clients: [{ id: String(limit), name: 'Rampa' }] })),
    );
    await expect(sdk.graphql.request(ClientList, { limit: 7 })).resolves.toEqual({
      clients: [{ id: '7', name: 'Rampa' }],
    });

    server.use(handlers.errors(ClientList, [{ message: 'denied', extensions: { code: 'access-denied' } }]));
    await expect(sdk.graphql.request(ClientList, { limit: 7 })).rejects.toMatchObject({
      error: 'access-denied',
      message: 'denied',
    });
  });
});
