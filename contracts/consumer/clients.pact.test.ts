/**
 * rampa-app → nhost-graphql, Klienci: the list, one client by code, its owners, NIP duplicates, history and the
 * user's organizations; create, update and status change; a client's contacts (add, change, delete) and consents
 * (record). Each through the sdk's own query and mutation options (the same documents the app runs), as the
 * handlowiec role.
 *
 * Only the selected fields are asserted, by type; the request bodies are exact (the printed document, its
 * variables and operation name), so a change of a document shows up here and in the provider verification.
 */
import {
  AddClientContactDocument,
  ChangeClientStatusDocument,
  ClientByCodeDocument,
  ClientHistoryDocument,
  ClientListDocument,
  ClientOrganizationsDocument,
  ClientOwnersDocument,
  ClientsByNipDocument,
  createClientMutations,
  createClientQueries,
  CreateClientDocument,
  DeleteClientContactDocument,
  RecordClientConsentDocument,
  UpdateClientContactDocument,
  UpdateClientDocument,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { handlowiecWithClient } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike } = MatchersV3;

const ROLE = 'handlowiec';
const EMAIL = 'handlowiec.klienci@example.com';
const ORG_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a01';
const CLIENT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a02';
const CONTACT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a03';
const CONSENT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a04';
const CODE = 'KL-000001';
const NAME = 'Hurtownia Kontraktowa Sp. z o.o.';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2026-11-01T08:00:00.000+00:00',
);

const given = () => handlowiecWithClient({ email: EMAIL, orgId: ORG_ID, code: CODE, name: NAME });

const handlowiec = graphqlSession({ role: ROLE, accessToken: handlowiecWithClient.value('accessToken') });

const owner = like({ id: uuid(CLIENT_ID), display_name: 'Handlowiec Kontraktowy' });

const listItem = {
  id: uuid(CLIENT_ID),
  code: like(CODE),
  kind: like('company'),
  name: like(NAME),
  nip: like('5422845917'),
  email: like('biuro@kontrakt.pl'),
  phone: like('+48 601 234 567'),
  city: like('Warszawa'),
  voivodeship: like('mazowieckie'),
  status: like('active'),
  tags: eachLike('VIP'),
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
  owner,
};

const detail = {
  id: uuid(CLIENT_ID),
  org_id: uuid(ORG_ID),
  code: like(CODE),
  kind: like('company'),
  name: like(NAME),
  first_name: null,
  last_name: null,
  nip: like('5422845917'),
  regon: like('302046830'),
  krs: like('0000413516'),
  pesel: null,
  email: like('biuro@kontrakt.pl'),
  phone: like('+48 601 234 567'),
  street: like('Marszałkowska'),
  building_no: like('10'),
  apartment_no: like('2'),
  postal_code: like('00-950'),
  city: like('Warszawa'),
  voivodeship: like('mazowieckie'),
  country: like('PL'),
  status: like('active'),
  owner_id: uuid(CLIENT_ID),
  payment_term_days: integer(14),
  // The engine answers numeric as a JSON number, like Hasura without HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES.
  credit_limit: MatchersV3.number(25000),
  tags: eachLike('VIP'),
  notes: like('Dostawy do 14:00'),
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
};

/** The session's active role, as the app's sdk reads it for every request. */
const asRole = () => ROLE;

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Klienci queries', () => {
  it('lists the first page, sorted by name, with the total counted up to 10,001', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the default page of the client list')
      .withRequest(
        ...handlowiec.request(ClientListDocument, {
          where: {},
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
          countLimit: 10_001,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            clients: eachLike(listItem),
            clients_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(handlowiec.graphql(mockserver.url), asRole);
          const page = await queryClient().fetchQuery(queries.list());
          expect(page).toMatchObject({ total: 1, totalIsLowerBound: false });
          expect(page.rows[0]).toMatchObject({
            code: CODE,
            name: NAME,
            owner: { display_name: expect.any(String) },
          });
        }),
      ));

  it('finds a client by code with contacts and consents', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a client by its code')
      .withRequest(...handlowiec.request(ClientByCodeDocument, { code: CODE }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            clients: eachLike({
              ...detail,
              owner,
              contacts: eachLike({
                id: uuid(CLIENT_ID),
                client_id: uuid(CLIENT_ID),
                first_name: like('Ewa'),
                last_name: like('Kowalska'),
                position: like('Kierownik Zakupów'),
                phone: like('+48 602 345 678'),
                email: like('ewa.kowalska@kontrakt.pl'),
                is_primary: boolean(true),
              }),
              consents: eachLike({
                id: uuid(CLIENT_ID),
                client_id: uuid(CLIENT_ID),
                channel: like('email'),
                granted: boolean(true),
                recorded_at: TIMESTAMP,
                source: like('form'),
                text_version: like('2025-03'),
                recorded_by_profiles: eachLike({ display_name: like('Handlowiec Kontraktowy') }),
              }),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(handlowiec.graphql(mockserver.url), asRole);
          const client = await queryClient().fetchQuery(queries.byCode(CODE));
          expect(client).toMatchObject({
            code: CODE,
            contacts: [{ is_primary: true }],
            consents: [{ granted: true }],
          });
        }),
      ));

  it('lists the organization’s sales reps as owners, with their users (the default owner of a new client)', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the owners a client may have')
      .withRequest(...handlowiec.request(ClientOwnersDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            profiles: eachLike({
              id: uuid(CLIENT_ID),
              display_name: like('Handlowiec Kontraktowy'),
              user_id: uuid(ORG_ID),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(handlowiec.graphql(mockserver.url), asRole);
          const owners = await queryClient().fetchQuery(queries.owners());
          expect(owners[0]).toMatchObject({ display_name: expect.any(String), user_id: expect.any(String) });
        }),
      ));

  it('finds the organization’s clients with a NIP (the duplicate warning)', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the clients with a NIP')
      .withRequest(...handlowiec.request(ClientsByNipDocument, { nip: '5422845917' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { clients: eachLike({ id: uuid(CLIENT_ID), code: like(CODE), name: like(NAME) }) },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(handlowiec.graphql(mockserver.url), asRole);
          // Typed with separators, asked for as ten digits.
          const clients = await queryClient().fetchQuery(queries.byNip('542-284-59-17'));
          expect(clients).toEqual([{ id: expect.any(String), code: CODE, name: NAME }]);
        }),
      ));

  it('reads a client’s history from the audit log, newest first', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the first page of a client’s history')
      .withRequest(
        ...handlowiec.request(ClientHistoryDocument, {
          clientId: fromProviderState(handlowiecWithClient.value('clientId'), CLIENT_ID),
          limit: 50,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            // The entries depend on what earlier interactions changed: only their shape is asserted.
            audit_log: eachLike({
              table_name: like('clients'),
              row_id: uuid(CLIENT_ID),
              action: regex('^(INSERT|UPDATE|DELETE)$', 'INSERT'),
              changed_at: TIMESTAMP,
            }),
            audit_log_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(handlowiec.graphql(mockserver.url), asRole);
          const history = await queryClient().fetchQuery(queries.history(CLIENT_ID));
          expect(history.total).toBe(1);
          expect(history.entries[0]).toMatchObject({ table_name: 'clients', action: 'INSERT' });
        }),
      ));

  it('lists the organizations the user works for (where a new product goes)', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the organizations of the signed-in user')
      .withRequest(...handlowiec.request(ClientOrganizationsDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { organizations: eachLike({ id: uuid(ORG_ID), name: like('Kontrakt Sp. z o.o.') }) },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(handlowiec.graphql(mockserver.url), asRole);
          const organizations = await queryClient().fetchQuery(queries.organizations());
          expect(organizations).toEqual([{ id: ORG_ID, name: 'Kontrakt Sp. z o.o.' }]);
        }),
      ));
});

const clientIdFromState = () => fromProviderState(handlowiecWithClient.value('clientId'), CLIENT_ID);
const contactIdFromState = () => fromProviderState(handlowiecWithClient.value('contactId'), CONTACT_ID);

describe('Klienci mutations', () => {
  it('creates a company client', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a new company client')
      .withRequest(
        ...handlowiec.request(CreateClientDocument, {
          object: {
            org_id: ORG_ID,
            kind: 'company',
            name: 'Nowa Hurtownia S.A.',
            nip: '9721237317',
            postal_code: '31-042',
            city: 'Kraków',
            voivodeship: 'małopolskie',
            status: 'lead',
            tags: '{"nowy"}',
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { insert_clients_one: { id: uuid(CLIENT_ID), code: regex('^KL-\\d{6}$', 'KL-000002') } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const create = createClientMutations(handlowiec.graphql(mockserver.url), asRole).create();
          const created = await create.mutationFn!(
            {
              org_id: ORG_ID,
              kind: 'company',
              name: 'Nowa Hurtownia S.A.',
              nip: '9721237317',
              postal_code: '31-042',
              city: 'Kraków',
              voivodeship: 'małopolskie',
              status: 'lead',
              tags: ['nowy'],
            },
            undefined as never,
          );
          expect(created).toEqual({ id: CLIENT_ID, code: 'KL-000002' });
        }),
      ));

  it('updates a client', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a change of a client’s address')
      .withRequest(
        ...handlowiec.request(UpdateClientDocument, {
          id: fromProviderState(handlowiecWithClient.value('clientId'), CLIENT_ID),
          set: { city: 'Warszawa', postal_code: '00-950', street: 'Marszałkowska', building_no: '10' },
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { update_clients_by_pk: detail } }))
      .executeTest(
        booked(async (mockserver) => {
          const update = createClientMutations(handlowiec.graphql(mockserver.url), asRole).update();
          const updated = await update.mutationFn!(
            {
              id: CLIENT_ID,
              changes: {
                city: 'Warszawa',
                postal_code: '00-950',
                street: 'Marszałkowska',
                building_no: '10',
              },
            },
            undefined as never,
          );
          expect(updated).toMatchObject({ id: CLIENT_ID, city: 'Warszawa' });
        }),
      ));

  it('changes the status of selected clients', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a status change of selected clients')
      .withRequest(
        ...handlowiec.request(ChangeClientStatusDocument, {
          ids: [fromProviderState(handlowiecWithClient.value('clientId'), CLIENT_ID)],
          status: 'inactive',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_clients: {
              affected_rows: integer(1),
              returning: eachLike({ id: uuid(CLIENT_ID), status: like('inactive') }),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const changeStatus = createClientMutations(
            handlowiec.graphql(mockserver.url),
            asRole,
          ).changeStatus();
          const affected = await changeStatus.mutationFn!(
            { ids: [CLIENT_ID], status: 'inactive' },
            undefined as never,
          );
          expect(affected).toBe(1);
        }),
      ));
});

describe('Klienci: contacts and consents', () => {
  const contact = (fields: Record<string, unknown>) => ({
    id: uuid(CONTACT_ID),
    client_id: uuid(CLIENT_ID),
    first_name: like('Ewa'),
    last_name: like('Kowalska'),
    position: like('Kierownik Zakupów'),
    phone: like('+48 602 345 678'),
    email: like('ewa.kowalska@kontrakt.pl'),
    is_primary: boolean(true),
    ...fields,
  });
  const newContact = {
    first_name: 'Jan',
    last_name: 'Nowak',
    position: 'Magazynier',
    phone: '+48 603 456 789',
    email: 'jan.nowak@kontrakt.pl',
    is_primary: false,
  };

  it('adds a contact person to a client', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a new contact person of a client')
      .withRequest(
        ...handlowiec.request(AddClientContactDocument, {
          object: { client_id: clientIdFromState(), ...newContact },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            insert_client_contacts_one: contact({
              first_name: like('Jan'),
              last_name: like('Nowak'),
              position: like('Magazynier'),
              phone: like('+48 603 456 789'),
              email: like('jan.nowak@kontrakt.pl'),
              is_primary: boolean(false),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const add = createClientMutations(handlowiec.graphql(mockserver.url), asRole).addContact();
          const added = await add.mutationFn!({ client_id: CLIENT_ID, ...newContact }, undefined as never);
          expect(added).toEqual({ id: CONTACT_ID, client_id: CLIENT_ID, ...newContact });
        }),
      ));

  it('changes a contact person’s position and phone', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a change of a client’s contact person')
      .withRequest(
        ...handlowiec.request(UpdateClientContactDocument, {
          id: contactIdFromState(),
          set: { position: 'Dyrektor Zakupów', phone: '+48 602 000 111' },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_client_contacts_by_pk: contact({
              position: like('Dyrektor Zakupów'),
              phone: like('+48 602 000 111'),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const update = createClientMutations(handlowiec.graphql(mockserver.url), asRole).updateContact();
          const updated = await update.mutationFn!(
            { id: CONTACT_ID, changes: { position: 'Dyrektor Zakupów', phone: '+48 602 000 111' } },
            undefined as never,
          );
          expect(updated).toMatchObject({
            id: CONTACT_ID,
            position: 'Dyrektor Zakupów',
            phone: '+48 602 000 111',
            is_primary: true,
          });
        }),
      ));

  it('deletes a contact person', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the deletion of a client’s contact person')
      .withRequest(...handlowiec.request(DeleteClientContactDocument, { id: contactIdFromState() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { delete_client_contacts_by_pk: { id: uuid(CONTACT_ID) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const remove = createClientMutations(handlowiec.graphql(mockserver.url), asRole).deleteContact();
          expect(await remove.mutationFn!(CONTACT_ID, undefined as never)).toEqual({ id: CONTACT_ID });
        }),
      ));

  it('records the withdrawal of a consent, taken by phone, with who recorded it', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a withdrawal of a client’s e-mail consent')
      .withRequest(
        ...handlowiec.request(RecordClientConsentDocument, {
          object: { client_id: clientIdFromState(), channel: 'email', granted: false, source: 'phone' },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            insert_client_consents_one: {
              id: uuid(CONSENT_ID),
              client_id: uuid(CLIENT_ID),
              channel: like('email'),
              granted: boolean(false),
              recorded_at: TIMESTAMP,
              source: like('phone'),
              text_version: null,
              // The server sets recorded_by to the signed-in user (the permission's preset).
              recorded_by_profiles: eachLike({ display_name: like('Handlowiec Kontraktowy') }),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const record = createClientMutations(handlowiec.graphql(mockserver.url), asRole).recordConsent();
          const consent = await record.mutationFn!(
            { client_id: CLIENT_ID, channel: 'email', granted: false, source: 'phone' },
            undefined as never,
          );
          expect(consent).toMatchObject({
            id: CONSENT_ID,
            channel: 'email',
            granted: false,
            source: 'phone',
            recorded_by_profiles: [{ display_name: 'Handlowiec Kontraktowy' }],
          });
        }),
      ));
});
