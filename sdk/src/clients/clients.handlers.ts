import type { GraphQLHandler } from 'msw';
import type {
  ClientConsentFragment as ClientConsentFragmentType,
  ClientContactFragment as ClientContactFragmentType,
  ClientDetailFragment as ClientDetailFragmentType,
} from '../gql/graphql';
import { makeFragmentData } from '../gql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import {
  AddClientContactDocument,
  ChangeClientStatusDocument,
  ClientByCodeDocument,
  ClientConsentFragment,
  ClientContactFragment,
  ClientDetailFragment,
  ClientListDocument,
  ClientListItemFragment,
  ClientOwnersDocument,
  ClientsByNipDocument,
  CreateClientDocument,
  RecordClientConsentDocument,
  UpdateClientDocument,
} from './clients.documents';
import {
  clientCode,
  clientConsentFixture,
  clientContactFixture,
  clientDetailFixture,
  clientId,
  clientListFixture,
  clientListItemFixture,
  FIXTURE_OWNER_PROFILES,
} from './clients.fixtures';

/** The user id of a list `where`'s "Moi klienci" condition (`owner: { user_id: { _eq } }`), if it has one. */
function ownerUserIdOf(where: unknown): string | undefined {
  if (typeof where !== 'object' || where === null) return undefined;
  const node = where as Record<string, unknown>;
  const owner = node['owner'] as { user_id?: { _eq?: unknown } } | undefined;
  if (typeof owner?.user_id?._eq === 'string') return owner.user_id._eq;
  const and = node['_and'];
  if (Array.isArray(and))
    for (const part of and) {
      const found = ownerUserIdOf(part);
      if (found) return found;
    }
  return undefined;
}

/**
 * Typed MSW handlers for the Klienci operations, over an in-memory list: the list pages and counts it (up to the
 * request's count limit, as the server), by code
 * finds one, create and update answer like the backend. For stories (`Default`, `Empty`, `ServerError`) and tests.
 */
export function createClientHandlers(graphqlUrl: string, options: { count?: number } = {}) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  const rows = clientListFixture(options.count ?? 57);
  return {
    /** Pages the rows; of the filters it follows "Moi klienci" (the owner's user), as the stories need it. */
    list: (): GraphQLHandler =>
      handlers.data(ClientListDocument, ({ where, limit, offset, countLimit }) => {
        const ownerUserId = ownerUserIdOf(where);
        const ownerIds = new Set(
          FIXTURE_OWNER_PROFILES.filter((profile) => profile.user_id === ownerUserId).map((p) => p.id),
        );
        const matching = ownerUserId ? rows.filter((row) => row.owner && ownerIds.has(row.owner.id)) : rows;
        return {
          clients: matching
            .slice(offset, offset + limit)
            .map((row) => makeFragmentData(row, ClientListItemFragment)),
          clients_aggregate: { aggregate: { count: Math.min(matching.length, countLimit) } },
        };
      }),
    /**
     * An organization with more clients (`total`, default 12,345) than the server counts: the count stops at the
     * request's `countLimit`, and every page is answered, up to the last, short one.
     */
    hugeList: (total = 12_345): GraphQLHandler =>
      handlers.data(ClientListDocument, ({ limit, offset, countLimit }) => ({
        clients: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
          makeFragmentData(clientListItemFixture(offset + i + 1), ClientListItemFragment),
        ),
        clients_aggregate: { aggregate: { count: Math.min(total, countLimit) } },
      })),
    byNip: (): GraphQLHandler =>
      handlers.data(ClientsByNipDocument, ({ nip }) => ({
        clients: rows
          .filter((row) => row.nip === nip)
          .slice(0, 5)
          .map((row) => ({ id: row.id, code: row.code, name: row.name })),
      })),
    emptyList: (): GraphQLHandler =>
      handlers.data(ClientListDocument, { clients: [], clients_aggregate: { aggregate: { count: 0 } } }),
    listError: (): GraphQLHandler =>
      handlers.errors(ClientListDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    /** The server refuses the role (Hasura's answer to a role the user does not hold). */
    byCodeDenied: (): GraphQLHandler =>
      handlers.errors(ClientByCodeDocument, [
        {
          message: 'Your requested role is not in allowed roles',
          extensions: { code: 'access-denied', path: '$' },
        },
      ]),
    byCode: (): GraphQLHandler =>
      handlers.data(ClientByCodeDocument, ({ code }) => {
        const index = rows.findIndex((row) => row.code === code);
        if (index < 0) return { clients: [] };
        return {
          clients: [
            {
              ...makeFragmentData(
                clientDetailFixture({ id: clientId(index + 1), code, name: rows[index]!.name }),
                ClientDetailFragment,
              ),
              owner: rows[index]!.owner,
              contacts: [
                makeFragmentData(
                  clientContactFixture({ client_id: clientId(index + 1) }),
                  ClientContactFragment,
                ),
              ],
              consents: [
                makeFragmentData(
                  clientConsentFixture({ client_id: clientId(index + 1) }),
                  ClientConsentFragment,
                ),
              ],
            },
          ],
        };
      }),
    create: (): GraphQLHandler =>
      handlers.data(CreateClientDocument, () => ({
        insert_clients_one: { id: clientId(rows.length + 1), code: clientCode(rows.length + 1) },
      })),
    update: (): GraphQLHandler =>
      handlers.data(UpdateClientDocument, ({ id, set }) => ({
        update_clients_by_pk: makeFragmentData(
          { ...clientDetailFixture({ id }), ...(set as Partial<ClientDetailFragmentType>) },
          ClientDetailFragment,
        ),
      })),
    addContact: (): GraphQLHandler =>
      handlers.data(AddClientContactDocument, ({ object }) => ({
        insert_client_contacts_one: makeFragmentData(
          clientContactFixture({
            ...(object as Partial<ClientContactFragmentType>),
            id: 'c1000000-0000-4000-8000-000000000099',
          }),
          ClientContactFragment,
        ),
      })),
    recordConsent: (): GraphQLHandler =>
      handlers.data(RecordClientConsentDocument, ({ object }) => ({
        insert_client_consents_one: makeFragmentData(
          clientConsentFixture({
            ...(object as Partial<ClientConsentFragmentType>),
            id: 'c2000000-0000-4000-8000-000000000099',
          }),
          ClientConsentFragment,
        ),
      })),
    owners: (): GraphQLHandler => handlers.data(ClientOwnersDocument, { profiles: FIXTURE_OWNER_PROFILES }),
    changeStatus: (): GraphQLHandler =>
      handlers.data(ChangeClientStatusDocument, ({ ids, status }) => {
        const list = Array.isArray(ids) ? ids : [ids];
        return {
          update_clients: { affected_rows: list.length, returning: list.map((id) => ({ id, status })) },
        };
      }),
  };
}

/** Every handler answering successfully: the default set for stories and tests. */
export function clientHandlers(graphqlUrl: string, options: { count?: number } = {}): GraphQLHandler[] {
  const h = createClientHandlers(graphqlUrl, options);
  return [
    h.list(),
    h.byCode(),
    h.create(),
    h.update(),
    h.changeStatus(),
    h.owners(),
    h.byNip(),
    h.addContact(),
    h.recordConsent(),
  ];
}
