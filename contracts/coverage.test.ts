/**
 * The project's rule: every GraphQL query and mutation the sdk can send has an interaction in the nhost-graphql pact,
 * so a new document without a contract fails here rather than in production. The sdk's operations are read from
 * the same files codegen reads (`sdk/src/**\/*.documents.ts`); the interactions from the pact this run's consumer
 * files wrote (the committed one when this file runs alone).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationTypeNode } from 'graphql';
import { describe, expect, inject, it } from 'vitest';
import { pactToVerify } from './support/pacts';

/**
 * Subscriptions travel over graphql-ws (a WebSocket), which Pact's HTTP interactions cannot carry. Each is listed
 * with what pins it instead; a new subscription fails the test below until it is listed here.
 */
const SUBSCRIPTIONS_WITHOUT_PACT: Readonly<Record<string, string>> = {
  NoticeListLive:
    'NoticeList’s where, order and page and its NoticeListItem fragment, pinned by NoticeList; the socket by backend/src/dev/notices.test.ts ("live list")',
  NoticeByIdLive:
    'a subset of NoticeById’s answer (id, status, updated_at), pinned by NoticeById; the socket by backend/src/dev/notices.test.ts ("sends a klient his notice over graphql-ws…")',
  NotificationUnreadCountLive:
    'the same field as NotificationUnreadCount, pinned by it; the socket by backend/src/dev/notifications.test.ts',
};

const REPO = fileURLToPath(new URL('../', import.meta.url));
const SDK_SOURCES = join(REPO, 'sdk/src');

interface Operation {
  readonly name: string;
  readonly kind: OperationTypeNode;
  /** Where the document is, from the repository's root. */
  readonly file: string;
}

/** Every `graphql(`…`)` literal of the sdk's documents files, parsed: their operations. */
function sdkOperations(): Operation[] {
  const files = readdirSync(SDK_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.documents.ts'))
    .map((path) => join(SDK_SOURCES, path));
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const literals = [...source.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map((match) => match[1]!);
    // A call this pattern does not read (another quote, an interpolation) would escape the rule: refuse it.
    const calls = source.match(/\bgraphql\(/g)?.length ?? 0;
    if (calls !== literals.length || literals.some((text) => text.includes('${'))) {
      throw new Error(`${file}: every document must be a plain graphql(\`…\`) literal, as codegen reads it`);
    }
    return literals.flatMap((text) =>
      parse(text).definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION
          ? [{ name: definition.name?.value ?? '', kind: definition.operation, file: relative(REPO, file) }]
          : [],
      ),
    );
  });
}

interface PactFile {
  readonly interactions: readonly {
    readonly description: string;
    readonly request: {
      readonly method: string;
      readonly path: string;
      readonly body?: { readonly content?: { readonly query?: unknown; readonly operationName?: unknown } };
    };
  }[];
}

/** The operations the nhost-graphql pact's interactions send: `kind name` (the body's operation name checked). */
function operationsInPact(): Set<string> {
  const pact = JSON.parse(
    readFileSync(pactToVerify(inject('contractsRunDir'), 'nhost-graphql'), 'utf8'),
  ) as PactFile;
  const sent = new Set<string>();
  for (const { description, request } of pact.interactions) {
    const { query, operationName } = request.body?.content ?? {};
    if (request.method !== 'POST' || request.path !== '/v1/graphql' || typeof query !== 'string') continue;
    const operation = parse(query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const name = operation?.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined;
    if (!operation || operation.kind !== Kind.OPERATION_DEFINITION || !name || name !== operationName) {
      throw new Error(`"${description}": its operationName is not the name of the operation it sends`);
    }
    sent.add(`${operation.operation} ${name}`);
  }
  return sent;
}

const operations = sdkOperations();
const subscriptions = operations.filter((o) => o.kind === 'subscription');
const queriesAndMutations = operations.filter((o) => o.kind !== 'subscription');

describe('every GraphQL operation of the sdk has a Pact interaction', () => {
  it('reads the sdk’s documents: named operations, each name once', () => {
    expect(queriesAndMutations.length).toBeGreaterThan(0);
    expect(operations.filter((o) => o.name === '').map((o) => o.file)).toEqual([]);
    const names = operations.map((o) => o.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('has an interaction for each query and mutation', () => {
    const sent = operationsInPact();
    const missing = queriesAndMutations
      .filter((o) => !sent.has(`${o.kind} ${o.name}`))
      .map((o) => `${o.kind} ${o.name} (${o.file})`);
    expect(missing, 'sdk operations without an interaction in pacts/rampa-app-nhost-graphql.json').toEqual(
      [],
    );
  });

  it('lists exactly the sdk’s subscriptions as carried by no pact, each with its reason', () => {
    expect(subscriptions.map((o) => o.name).sort()).toEqual(Object.keys(SUBSCRIPTIONS_WITHOUT_PACT).sort());
    for (const reason of Object.values(SUBSCRIPTIONS_WITHOUT_PACT)) expect(reason).not.toBe('');
  });
});
