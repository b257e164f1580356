import { mutationOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type {
  Client_Consents_Insert_Input,
  Client_Contacts_Insert_Input,
  Client_Contacts_Set_Input,
  Clients_Insert_Input,
  Clients_Set_Input,
} from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import type { RoleSource } from '../session/activeRole';
import {
  AddClientContactDocument,
  ChangeClientStatusDocument,
  ClientConsentFragment,
  ClientContactFragment,
  ClientDetailFragment,
  CreateClientDocument,
  DeleteClientContactDocument,
  RecordClientConsentDocument,
  UpdateClientContactDocument,
  UpdateClientDocument,
} from './clients.documents';
import { clientKeys, type ClientStatus, toPgArray } from './clients.queries';

const STATUS_LABELS: Record<ClientStatus, string> = {
  lead: 'potencjalny',
  active: 'aktywny',
  inactive: 'nieaktywny',
  blocked: 'zablokowany',
};

/** "Zmieniono status 1 klienta / 2 klientów / 5 klientów" (Polish plural forms, domain-research.md §6.3). */
export function statusChangedMessage(count: number, status: ClientStatus): string {
  const noun = new Intl.PluralRules('pl').select(count) === 'one' ? 'klienta' : 'klientów';
  return `Zmieniono status ${count} ${noun} na „${STATUS_LABELS[status]}”`;
}

export type NewClient = Omit<Clients_Insert_Input, 'tags'> & { tags?: readonly string[] };
export type ClientChanges = Omit<Clients_Set_Input, 'tags'> & { tags?: readonly string[] };

const withPgTags = <T extends { tags?: readonly string[] }>(input: T) => {
  const { tags, ...rest } = input;
  return tags === undefined ? rest : { ...rest, tags: toPgArray(tags) };
};

/**
 * Mutation options for Klienci. Every one invalidates `['clients']` (lists, details and history all change
 * together: the audit log gains a row with every write).
 */
export function createClientMutations(graphql: GraphqlClient, activeRole: RoleSource) {
  // Read per call: a mutation made after a role switch acts in the new role.
  const options = () => {
    const role = activeRole();
    return role ? { role } : {};
  };
  const meta = (successMessage: string, errorMessage: string): MutationMeta => ({
    successMessage,
    errorMessage,
    invalidates: clientKeys.all,
  });
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...clientKeys.all, 'create'],
        mutationFn: async (client: NewClient) => {
          const data = await graphql.request(CreateClientDocument, { object: withPgTags(client) }, options());
          return data.insert_clients_one;
        },
        meta: meta('Dodano klienta', 'Nie udało się dodać klienta'),
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...clientKeys.all, 'update'],
        mutationFn: async ({ id, changes }: { id: string; changes: ClientChanges }) => {
          const data = await graphql.request(
            UpdateClientDocument,
            { id, set: withPgTags(changes) },
            options(),
          );
          const row = data.update_clients_by_pk;
          return row ? getFragmentData(ClientDetailFragment, row) : null;
        },
        meta: meta('Zapisano zmiany klienta', 'Nie udało się zapisać zmian klienta'),
      }),
    changeStatus: () =>
      mutationOptions({
        mutationKey: [...clientKeys.all, 'changeStatus'],
        mutationFn: async ({ ids, status }: { ids: readonly string[]; status: ClientStatus }) => {
          const data = await graphql.request(
            ChangeClientStatusDocument,
            { ids: [...ids], status },
            options(),
          );
          return data.update_clients?.affected_rows ?? 0;
        },
        meta: meta('Zmieniono status', 'Nie udało się zmienić statusu'),
      }),
    addContact: () =>
      mutationOptions({
        mutationKey: [...clientKeys.all, 'addContact'],
        mutationFn: async (contact: Client_Contacts_Insert_Input) => {
          const data = await graphql.request(AddClientContactDocument, { object: contact }, options());
          const row = data.insert_client_contacts_one;
          return row ? getFragmentData(ClientContactFragment, row) : null;
        },
        meta: meta('Dodano osobę kontaktową', 'Nie udało się dodać osoby kontaktowej'),
      }),
    updateContact: () =>
      mutationOptions({
        mutationKey: [...clientKeys.all, 'updateContact'],
        mutationFn: async ({ id, changes }: { id: string; changes: Client_Contacts_Set_Input }) => {
          const data = await graphql.request(UpdateClientContactDocument, { id, set: changes }, options());
          const row = data.update_client_contacts_by_pk;
          return row ? getFragmentData(ClientContactFragment, row) : null;
        },
        meta: meta('Zapisano osobę kontaktową', 'Nie udało się zapisać osoby kontaktowej'),
      }),
    deleteContact: () =>
      mutationOptions({
        mutationKey: [...clientKeys.all, 'deleteContact'],
        mutationFn: async (id: string) =>
          (await graphql.request(DeleteClientContactDocument, { id }, options()))
            .delete_client_contacts_by_pk,
        meta: meta('Usunięto osobę kontaktową', 'Nie udało się usunąć osoby kontaktowej'),
      }),
    recordConsent: () =>
      mutationOptions({
        mutationKey: [...clientKeys.all, 'recordConsent'],
        mutationFn: async (consent: Client_Consents_Insert_Input) => {
          const data = await graphql.request(RecordClientConsentDocument, { object: consent }, options());
          const row = data.insert_client_consents_one;
          return row ? getFragmentData(ClientConsentFragment, row) : null;
        },
        meta: meta('Zapisano zgodę', 'Nie udało się zapisać zgody'),
      }),
  };
}

export type ClientMutations = ReturnType<typeof createClientMutations>;
