/**
 * rampa-app → nhost-graphql, the kierowca's and the klient's areas: the driver's list and "Jestem na miejscu" as
 * the kierowca role; the klient's company, his company's list, his request (no status sent: the server sets
 * `submitted`) and his cancel of a submitted one, as the klient role. Each through the sdk's own options.
 *
 * Only the selected fields are asserted, by type; the request bodies are exact.
 */
import {
  ChangeNoticeStatusDocument,
  createFieldAreaNotices,
  createNoticeMutations,
  createNoticeQueries,
  CreateNoticeDocument,
  DriverNoticesDocument,
  KlientCompanyDocument,
  NoticeListDocument,
  ReportArrivalDocument,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { driverWithConfirmedNotice, klientOfClient } from '../states';
import { graphqlSession, type GraphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike, number } = MatchersV3;

const ORG_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0c01';
const WAREHOUSE_CODE = 'KTR';
const CLIENT_CODE = 'KL-000101';
// Examples for ids the provider generates (fromProviderState): fixed, so the pact file does not change.
const NOTICE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0c02';
const WAREHOUSE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0c03';
const RAMP_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0c04';
const CLIENT_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0c05';
const PRODUCT_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0c06';
const ARRIVED_AT = '2100-01-04T07:05:00.000Z';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2100-01-04T07:00:00.000+00:00',
);
const NUMBER = regex('^AW/\\d{4}/\\d{2}/\\d{4,}$', 'AW/2026/11/0001');

type Role = 'kierowca' | 'klient';
/** Each role's user comes from his own state. */
const as: Record<Role, GraphqlSession> = {
  kierowca: graphqlSession({ role: 'kierowca', accessToken: driverWithConfirmedNotice.value('accessToken') }),
  klient: graphqlSession({ role: 'klient', accessToken: klientOfClient.value('accessToken') }),
};

/** The sdk's calls in one role, with that role's token. */
function sdkFor(url: string, role: Role) {
  const { sdk, graphql } = as[role].connect(url);
  const asRole = () => role;
  return {
    field: createFieldAreaNotices(graphql, asRole),
    queries: createNoticeQueries(graphql, sdk.storage, asRole),
    mutations: createNoticeMutations(graphql, sdk.storage, asRole),
  };
}

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Kierowca', () => {
  const given = () =>
    driverWithConfirmedNotice({
      email: 'kierowca.awizacje@example.com',
      orgId: ORG_ID,
      warehouseCode: WAREHOUSE_CODE,
      clientCode: CLIENT_CODE,
    });
  const provided = (key: Parameters<typeof driverWithConfirmedNotice.value>[0], example: string) =>
    fromProviderState(driverWithConfirmedNotice.value(key), example);

  it('lists his assigned awizacje from a day on, with the warehouse address and the goods', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the kierowca’s awizacje from a day on')
      .withRequest(
        ...as.kierowca.request(DriverNoticesDocument, { from: '2100-01-04T00:00:00.000Z', limit: 50 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            delivery_notices: eachLike({
              id: uuid(NOTICE_ID),
              number: NUMBER,
              direction: like('inbound'),
              status: like('confirmed'),
              planned_start: TIMESTAMP,
              planned_end: TIMESTAMP,
              truck_plate: like('EL12345'),
              trailer_plate: like('EL54321'),
              carrier_name: like('Raben Logistics Polska Sp. z o.o.'),
              pallets: integer(18),
              weight_kg: number(14500),
              adr: boolean(false),
              reference_numbers: eachLike('ZAM/2100/00001'),
              notes: like('Towar na paletach EUR'),
              arrived_at: null,
              client: { name: like('Odbiorca Kontraktowy S.A.') },
              warehouse: {
                id: uuid(WAREHOUSE_ID),
                name: like('Magazyn Kontraktowy'),
                address: like('ul. Logistyczna 1, 95-010 Stryków'),
                time_zone: like('Europe/Warsaw'),
              },
              ramp: { id: uuid(RAMP_ID), code: like('R1'), name: like('Rampa 1') },
              items: eachLike({
                id: uuid(PRODUCT_ID),
                quantity: number(40),
                product: { name: like('Cement portlandzki CEM I 32,5R 25 kg'), unit: like('opak.') },
              }),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const rows = await queryClient().fetchQuery(
            sdkFor(mockserver.url, 'kierowca').field.driverNotices('2100-01-04T00:00:00.000Z'),
          );
          expect(rows[0]).toMatchObject({
            status: 'confirmed',
            ramp: { code: 'R1' },
            items: [{ quantity: 40 }],
          });
        }),
      ));

  it('reports his arrival at the time of the tap', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a kierowca’s arrival at a confirmed awizacja of his')
      .withRequest(
        ...as.kierowca.request(ReportArrivalDocument, {
          id: provided('noticeId', NOTICE_ID),
          arrivedAt: provided('arrivedAt', ARRIVED_AT),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_delivery_notices_by_pk: {
              id: uuid(NOTICE_ID),
              status: like('arrived'),
              arrived_at: TIMESTAMP,
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const row = await sdkFor(mockserver.url, 'kierowca').field.reportArrival().mutationFn!(
            { id: NOTICE_ID, arrivedAt: ARRIVED_AT },
            undefined as never,
          );
          expect(row).toMatchObject({ id: NOTICE_ID, status: 'arrived' });
        }),
      ));
});

describe('Klient', () => {
  const given = () =>
    klientOfClient({
      email: 'klient.awizacje@example.com',
      orgId: ORG_ID,
      warehouseCode: WAREHOUSE_CODE,
      clientCode: CLIENT_CODE,
    });
  const provided = (key: Parameters<typeof klientOfClient.value>[0], example: string) =>
    fromProviderState(klientOfClient.value(key), example);

  it('reads the company his profile points at', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the klient’s company')
      .withRequest(...as.klient.request(KlientCompanyDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            profiles: [
              {
                id: uuid(NOTICE_ID),
                client_id: provided('clientId', CLIENT_ID),
                client: {
                  id: provided('clientId', CLIENT_ID),
                  code: like(CLIENT_CODE),
                  name: like('Odbiorca Kontraktowy S.A.'),
                },
              },
            ],
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const company = await queryClient().fetchQuery(
            sdkFor(mockserver.url, 'klient').field.klientCompany(),
          );
          expect(company).toMatchObject({ id: CLIENT_ID, code: CLIENT_CODE });
        }),
      ));

  it('lists his company’s awizacje', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the klient’s list of his company’s awizacje')
      .withRequest(
        ...as.klient.request(NoticeListDocument, {
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
            delivery_notices: eachLike({
              id: uuid(NOTICE_ID),
              number: NUMBER,
              direction: like('inbound'),
              status: like('submitted'),
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
              client: {
                id: uuid(CLIENT_ID),
                code: like(CLIENT_CODE),
                name: like('Odbiorca Kontraktowy S.A.'),
              },
              warehouse: {
                id: uuid(WAREHOUSE_ID),
                code: like(WAREHOUSE_CODE),
                name: like('Magazyn Kontraktowy'),
              },
              ramp: { id: uuid(RAMP_ID), code: like('R1'), name: like('Rampa 1') },
              driver: null,
            }),
            delivery_notices_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(sdkFor(mockserver.url, 'klient').queries.list());
          expect(page).toMatchObject({ total: 1, rows: [{ status: 'submitted' }] });
        }),
      ));

  it('requests an awizacja for his company, without a status or ramp', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a klient’s request for an awizacja with one goods line')
      .withRequest(
        ...as.klient.request(CreateNoticeDocument, {
          object: {
            client_id: provided('clientId', CLIENT_ID),
            warehouse_id: provided('warehouseId', WAREHOUSE_ID),
            direction: 'inbound',
            planned_start: '2100-01-05T09:00:00.000Z',
            planned_end: '2100-01-05T10:00:00.000Z',
            truck_plate: 'EL77777',
            reference_numbers: '{"ZAM/2100/00002"}',
            items: { data: [{ product_id: provided('productId', PRODUCT_ID), quantity: 12 }] },
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
          const created = await sdkFor(mockserver.url, 'klient').mutations.create().mutationFn!(
            {
              client_id: CLIENT_ID,
              warehouse_id: WAREHOUSE_ID,
              direction: 'inbound',
              planned_start: '2100-01-05T09:00:00.000Z',
              planned_end: '2100-01-05T10:00:00.000Z',
              truck_plate: 'EL77777',
              reference_numbers: ['ZAM/2100/00002'],
              items: [{ product_id: PRODUCT_ID, quantity: 12 }],
            },
            undefined as never,
          );
          expect(created).toMatchObject({ status: 'submitted' });
        }),
      ));

  it('cancels a submitted request of his', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a klient’s cancel of his submitted awizacja')
      .withRequest(
        ...as.klient.request(ChangeNoticeStatusDocument, {
          id: provided('noticeId', NOTICE_ID),
          set: { status: 'cancelled', status_comment: 'Zmiana planów dostawy' },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_delivery_notices_by_pk: {
              id: uuid(NOTICE_ID),
              status: like('cancelled'),
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
          const row = await sdkFor(mockserver.url, 'klient').mutations.changeStatus().mutationFn!(
            { id: NOTICE_ID, status: 'cancelled', comment: 'Zmiana planów dostawy' },
            undefined as never,
          );
          expect(row).toMatchObject({ status: 'cancelled' });
        }),
      ));
});
