/**
 * rampa-app → nhost-graphql, Awizacje: every operation of the sdk's notices domain, through the sdk's own query and
 * mutation options (the same documents the app runs), as the handlowiec role. The attachment insert is sent
 * with the document the `attach` mutation sends after its upload (the upload itself is storage's contract).
 *
 * Only the selected fields are asserted, by type; the request bodies are exact.
 *
 * The live list (subscription NoticeListLive over graphql-ws) is not an HTTP interaction, so Pact cannot record
 * it; it sends NoticeList's where, order and page (the sdk's noticePageVariables, shared by both) and selects the
 * same NoticeListItem fragment, which is here. backend/src/dev/notices.test.ts ("live list") covers the socket.
 * The live notice (subscription NoticeByIdLive) selects id, status and updated_at of delivery_notices_by_pk, a
 * subset of NoticeById's answer pinned here; only then does the page read NoticeById again. The same test file
 * ("live notice") covers its socket for the klient.
 */
import {
  AttachNoticeFileDocument,
  ChangeNoticeStatusDocument,
  ChangeNoticeStatusManyDocument,
  createNoticeMutations,
  createNoticeQueries,
  CreateNoticeDocument,
  DetachNoticeFileDocument,
  NoticeByIdDocument,
  NoticeDriversDocument,
  NoticeListDocument,
  NoticeProductsDocument,
  NoticeSlotsDocument,
  UpdateNoticeDocument,
  UpdateNoticeWithItemsDocument,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { staffWithNotice } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike, number } = MatchersV3;

const ROLE = 'handlowiec';
const EMAIL = 'handlowiec.awizacje@example.com';
const ORG_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b01';
const WAREHOUSE_CODE = 'KTR';
const CLIENT_CODE = 'KL-000101';
// Examples for ids the provider generates (fromProviderState): fixed, so the pact file does not change.
const NOTICE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b02';
const WAREHOUSE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b03';
const RAMP_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b04';
const CLIENT_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b05';
const PRODUCT_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b06';
const ATTACHMENT_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b07';
const FILE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b08';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2100-01-04T07:00:00.000+00:00',
);
const NUMBER = regex('^AW/\\d{4}/\\d{2}/\\d{4,}$', 'AW/2026/11/0001');

const given = () =>
  staffWithNotice({
    role: ROLE,
    email: EMAIL,
    orgId: ORG_ID,
    warehouseCode: WAREHOUSE_CODE,
    clientCode: CLIENT_CODE,
  });
const provided = (key: Parameters<typeof staffWithNotice.value>[0], example: string) =>
  fromProviderState(staffWithNotice.value(key), example);

const handlowiec = graphqlSession({ role: ROLE, accessToken: staffWithNotice.value('accessToken') });

const ref = (id: string, code: string, name: string) =>
  like({ id: uuid(id), code: like(code), name: like(name) });

const listItem = {
  id: uuid(NOTICE_ID),
  number: NUMBER,
  direction: like('inbound'),
  status: like('draft'),
  planned_start: TIMESTAMP,
  planned_end: TIMESTAMP,
  truck_plate: like('EL12345'),
  trailer_plate: like('EL54321'),
  carrier_name: like('Raben Logistics Polska Sp. z o.o.'),
  driver_name: like('Marek Wójcik'),
  pallets: integer(18),
  weight_kg: number(14500),
  adr: boolean(false),
  reference_numbers: eachLike('ZAM/2100/00001'),
  updated_at: TIMESTAMP,
  client: ref(CLIENT_ID, CLIENT_CODE, 'Odbiorca Kontraktowy S.A.'),
  warehouse: ref(WAREHOUSE_ID, WAREHOUSE_CODE, 'Magazyn Kontraktowy'),
  ramp: ref(RAMP_ID, 'R1', 'Rampa 1'),
  driver: null,
};

const detail = {
  id: uuid(NOTICE_ID),
  org_id: uuid(ORG_ID),
  number: NUMBER,
  direction: like('inbound'),
  status: like('draft'),
  client_id: uuid(CLIENT_ID),
  warehouse_id: uuid(WAREHOUSE_ID),
  ramp_id: uuid(RAMP_ID),
  planned_start: TIMESTAMP,
  planned_end: TIMESTAMP,
  carrier_name: like('Raben Logistics Polska Sp. z o.o.'),
  truck_plate: like('EL12345'),
  trailer_plate: like('EL54321'),
  driver_profile_id: null,
  driver_name: like('Marek Wójcik'),
  driver_phone: like('+48 502 111 222'),
  pallets: integer(18),
  weight_kg: number(14500),
  adr: boolean(false),
  reference_numbers: eachLike('ZAM/2100/00001'),
  notes: like('Towar na paletach EUR'),
  arrived_at: null,
  started_at: null,
  completed_at: null,
  rejection_reason: null,
  proposed_start: null,
  proposed_end: null,
  created_by: uuid(NOTICE_ID),
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
};

const attachment = {
  id: uuid(ATTACHMENT_ID),
  notice_id: uuid(NOTICE_ID),
  file_id: uuid(FILE_ID),
  kind: like('cmr'),
  created_at: TIMESTAMP,
  file: {
    id: uuid(FILE_ID),
    name: like('CMR-12345.pdf'),
    mimeType: like('application/pdf'),
    size: integer(182344),
  },
};

function sdkFor(url: string) {
  const { sdk, graphql } = handlowiec.connect(url);
  return {
    graphql,
    queries: createNoticeQueries(graphql, sdk.storage, asRole),
    mutations: createNoticeMutations(graphql, sdk.storage, asRole),
  };
}

const asRole = () => ROLE;
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Awizacje queries', () => {
  it('lists the first page, newest window first, with a capped total', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the default page of the awizacje list')
      .withRequest(
        ...handlowiec.request(NoticeListDocument, {
          where: {},
          orderBy: [{ planned_start: 'desc' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
          countLimit: 10_001,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            delivery_notices: eachLike(listItem),
            delivery_notices_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(sdkFor(mockserver.url).queries.list());
          expect(page).toMatchObject({ total: 1, totalIsLowerBound: false });
          expect(page.rows[0]).toMatchObject({ status: 'draft', ramp: { code: 'R1' } });
        }),
      ));

  it('reads one awizacja with its lines, history and attachments', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('an awizacja by its id')
      .withRequest(...handlowiec.request(NoticeByIdDocument, { id: provided('noticeId', NOTICE_ID) }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            delivery_notices_by_pk: {
              ...detail,
              client: ref(CLIENT_ID, CLIENT_CODE, 'Odbiorca Kontraktowy S.A.'),
              warehouse: {
                id: uuid(WAREHOUSE_ID),
                code: like(WAREHOUSE_CODE),
                name: like('Magazyn Kontraktowy'),
                address: like('ul. Logistyczna 1, 95-010 Stryków'),
                time_zone: like('Europe/Warsaw'),
              },
              ramp: ref(RAMP_ID, 'R1', 'Rampa 1'),
              driver: null,
              items: eachLike({
                id: uuid(PRODUCT_ID),
                product_id: uuid(PRODUCT_ID),
                quantity: number(40),
                received_quantity: null,
                product: {
                  id: uuid(PRODUCT_ID),
                  sku: like('CEM-325-25'),
                  name: like('Cement portlandzki CEM I 32,5R 25 kg'),
                  unit: like('opak.'),
                },
              }),
              events: eachLike({
                id: uuid(NOTICE_ID),
                from_status: null,
                to_status: like('draft'),
                comment: null,
                created_at: TIMESTAMP,
                user_profiles: [],
              }),
              attachments: eachLike(attachment),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const notice = await queryClient().fetchQuery(sdkFor(mockserver.url).queries.byId(NOTICE_ID));
          expect(notice).toMatchObject({
            status: 'draft',
            items: [{ quantity: 40 }],
            events: [{ to_status: 'draft' }],
            attachments: [{ kind: 'cmr' }],
          });
        }),
      ));

  it('reads the warehouse and its bookings for the slot picker', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the ramps, opening hours and bookings of a warehouse around a day')
      .withRequest(
        ...handlowiec.request(NoticeSlotsDocument, {
          warehouseId: provided('warehouseId', WAREHOUSE_ID),
          from: '2100-01-03T00:00:00.000Z',
          to: '2100-01-06T00:00:00.000Z',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            warehouses_by_pk: {
              id: uuid(WAREHOUSE_ID),
              time_zone: like('Europe/Warsaw'),
              opening_hours: like({ '1': { open: '06:00', close: '22:00' } }),
              slot_minutes: integer(30),
              ramps: eachLike({
                id: uuid(RAMP_ID),
                code: like('R1'),
                name: like('Rampa 1'),
                kind: like('both'),
                active: boolean(true),
              }),
            },
            // The only awizacja is a draft, which holds no ramp.
            delivery_notices: [],
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const slots = await queryClient().fetchQuery(
            sdkFor(mockserver.url).queries.slots({
              warehouseId: WAREHOUSE_ID,
              date: '2100-01-04',
              direction: 'inbound',
            }),
          );
          expect(slots![0]!.free[0]).toEqual({
            start: '2100-01-04T05:00:00.000Z',
            end: '2100-01-04T05:30:00.000Z',
          });
        }),
      ));

  it('searches active products for goods lines', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a search of active products by name, SKU or EAN')
      .withRequest(
        ...handlowiec.request(NoticeProductsDocument, {
          where: {
            _and: [
              { active: { _eq: true } },
              {
                _or: [{ name: { _ilike: '%cem%' } }, { sku: { _ilike: '%cem%' } }, { ean: { _eq: 'cem' } }],
              },
            ],
          },
          limit: 20,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            products: eachLike({
              id: uuid(PRODUCT_ID),
              sku: like('CEM-325-25'),
              ean: like('5901234123457'),
              name: like('Cement portlandzki CEM I 32,5R 25 kg'),
              unit: like('opak.'),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const products = await queryClient().fetchQuery(sdkFor(mockserver.url).queries.products('cem'));
          expect(products[0]).toMatchObject({ sku: 'CEM-325-25' });
        }),
      ));

  it('lists the organization’s drivers', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the kierowcy of the organization')
      .withRequest(...handlowiec.request(NoticeDriversDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            profiles: eachLike({
              id: uuid(NOTICE_ID),
              display_name: like('Kierowca Kontraktowy'),
              phone: like('+48 601 234 567'),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const drivers = await queryClient().fetchQuery(sdkFor(mockserver.url).queries.drivers());
          expect(drivers[0]).toMatchObject({ display_name: 'Kierowca Kontraktowy' });
        }),
      ));
});

describe('Awizacje mutations', () => {
  it('creates a submitted awizacja with a goods line', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a new submitted awizacja with one goods line')
      .withRequest(
        ...handlowiec.request(CreateNoticeDocument, {
          object: {
            client_id: provided('clientId', CLIENT_ID),
            warehouse_id: provided('warehouseId', WAREHOUSE_ID),
            direction: 'inbound',
            status: 'submitted',
            planned_start: '2100-01-04T09:00:00.000Z',
            planned_end: '2100-01-04T10:00:00.000Z',
            carrier_name: 'Pekaes Sp. z o.o.',
            truck_plate: 'WA 12345',
            pallets: 6,
            reference_numbers: '{"ZAM/2100/00002"}',
            items: { data: [{ product_id: provided('productId', PRODUCT_ID), quantity: 10 }] },
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            insert_delivery_notices_one: { id: uuid(NOTICE_ID), number: NUMBER, status: like('submitted') },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const created = await sdkFor(mockserver.url).mutations.create().mutationFn!(
            {
              client_id: CLIENT_ID,
              warehouse_id: WAREHOUSE_ID,
              direction: 'inbound',
              status: 'submitted',
              planned_start: '2100-01-04T09:00:00.000Z',
              planned_end: '2100-01-04T10:00:00.000Z',
              carrier_name: 'Pekaes Sp. z o.o.',
              truck_plate: 'WA 12345',
              pallets: 6,
              reference_numbers: ['ZAM/2100/00002'],
              items: [{ product_id: PRODUCT_ID, quantity: 10 }],
            },
            undefined as never,
          );
          expect(created).toMatchObject({ status: 'submitted', number: 'AW/2026/11/0001' });
        }),
      ));

  it('updates the fields of a draft', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a change of an awizacja’s pallets and notes')
      .withRequest(
        ...handlowiec.request(UpdateNoticeDocument, {
          id: provided('noticeId', NOTICE_ID),
          set: { pallets: 20, notes: 'Dwie palety więcej' },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { update_delivery_notices_by_pk: detail } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const updated = await sdkFor(mockserver.url).mutations.update().mutationFn!(
            { id: NOTICE_ID, changes: { pallets: 20, notes: 'Dwie palety więcej' } },
            undefined as never,
          );
          expect(updated).toMatchObject({ id: NOTICE_ID });
        }),
      ));

  it('updates a draft and replaces its goods lines in one transaction', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a change of an awizacja with new goods lines')
      .withRequest(
        ...handlowiec.request(UpdateNoticeWithItemsDocument, {
          id: provided('noticeId', NOTICE_ID),
          set: { pallets: 22 },
          items: [
            {
              product_id: provided('productId', PRODUCT_ID),
              quantity: 12,
              notice_id: provided('noticeId', NOTICE_ID),
            },
          ],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_delivery_notices_by_pk: detail,
            delete_delivery_notice_items: { affected_rows: integer(1) },
            insert_delivery_notice_items: { affected_rows: integer(1) },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const updated = await sdkFor(mockserver.url).mutations.update().mutationFn!(
            { id: NOTICE_ID, changes: { pallets: 22 }, items: [{ product_id: PRODUCT_ID, quantity: 12 }] },
            undefined as never,
          );
          expect(updated).toMatchObject({ id: NOTICE_ID });
        }),
      ));

  it('submits a draft', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a status change of an awizacja from draft to submitted')
      .withRequest(
        ...handlowiec.request(ChangeNoticeStatusDocument, {
          id: provided('noticeId', NOTICE_ID),
          set: { status: 'submitted', status_comment: 'Proszę o potwierdzenie' },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_delivery_notices_by_pk: {
              id: uuid(NOTICE_ID),
              status: like('submitted'),
              ramp_id: uuid(RAMP_ID),
              planned_start: TIMESTAMP,
              planned_end: TIMESTAMP,
              arrived_at: null,
              started_at: null,
              completed_at: null,
              rejection_reason: null,
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const changed = await sdkFor(mockserver.url).mutations.changeStatus().mutationFn!(
            { id: NOTICE_ID, status: 'submitted', comment: 'Proszę o potwierdzenie' },
            undefined as never,
          );
          expect(changed).toMatchObject({ status: 'submitted' });
        }),
      ));

  it('cancels selected drafts at once', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a bulk cancel of selected draft awizacje')
      .withRequest(
        ...handlowiec.request(ChangeNoticeStatusManyDocument, {
          ids: [provided('noticeId', NOTICE_ID)],
          status: 'cancelled',
          comment: 'Klient zrezygnował',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_delivery_notices: {
              affected_rows: integer(1),
              returning: eachLike({ id: uuid(NOTICE_ID), status: like('cancelled') }),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const count = await sdkFor(mockserver.url).mutations.changeStatusMany().mutationFn!(
            { ids: [NOTICE_ID], status: 'cancelled', comment: 'Klient zrezygnował' },
            undefined as never,
          );
          expect(count).toBe(1);
        }),
      ));

  it('attaches an uploaded file as a WZ', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('an uploaded file attached to an awizacja')
      .withRequest(
        ...handlowiec.request(AttachNoticeFileDocument, {
          object: {
            notice_id: provided('noticeId', NOTICE_ID),
            file_id: provided('fileId', FILE_ID),
            kind: 'wz',
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            insert_delivery_notice_attachments_one: {
              ...attachment,
              kind: like('wz'),
              file: { ...attachment.file, name: like('WZ-2100-01.pdf') },
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          // What `attach` sends once storage has the file.
          const data = await sdkFor(mockserver.url).graphql.request(
            AttachNoticeFileDocument,
            { object: { notice_id: NOTICE_ID, file_id: FILE_ID, kind: 'wz' } },
            { role: ROLE },
          );
          expect(data.insert_delivery_notice_attachments_one).toMatchObject({ kind: 'wz' });
        }),
      ));

  it('removes an attachment', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('an attachment removed from an awizacja')
      .withRequest(
        ...handlowiec.request(DetachNoticeFileDocument, {
          id: provided('attachmentId', ATTACHMENT_ID),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            delete_delivery_notice_attachments_by_pk: { id: uuid(ATTACHMENT_ID), file_id: uuid(FILE_ID) },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          // What `detach` sends before it removes the file from storage (storage.pact.test.ts: DELETE).
          const data = await sdkFor(mockserver.url).graphql.request(
            DetachNoticeFileDocument,
            { id: ATTACHMENT_ID },
            { role: ROLE },
          );
          expect(data.delete_delivery_notice_attachments_by_pk).toEqual({
            id: ATTACHMENT_ID,
            file_id: FILE_ID,
          });
        }),
      ));
});
