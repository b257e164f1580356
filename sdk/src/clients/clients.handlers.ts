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
  FIXTURE_OWNER,
} from './clients.fixtures';

/**
 * Typed MSW handlers for the Klienci operations, over an in-memory list: the list pages and counts it, by code
 * finds one, create and update answer like the backend. For stories (`Default`, `Empty`, `ServerError`) and tests.
 */
export function createClientHandlers(graphqlUrl: string, options: { count?: number } = {}) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  const rows = clientListFixture(options.count ?? 57);
  return {
    list: (): GraphQLHandler =>
      handlers.data(ClientListDocument, ({ limit, offset }) => ({
        clients: rows
          .slice(offset, offset + limit)
          .map((row) => makeFragmentData(row, ClientListItemFragment)),
        clients_aggregate: { aggregate: { count: rows.length } },
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
    owners: (): GraphQLHandler =>
      handlers.data(ClientOwnersDocument, {
        profiles: [
          FIXTURE_OWNER,
          { id: 'de000000-0000-4000-8000-0000000000a2', display_name: 'Jan Wiśniewski' },
        ],
      }),
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
    h.addContact(),
    h.recordConsent(),
  ];
}
