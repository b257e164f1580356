import type { GraphQLHandler } from 'msw';
import type {
  NoticeDetailFragment as NoticeDetailFragmentType,
  NoticeListItemFragment as NoticeListItemFragmentData,
} from '../gql/graphql';
import { makeFragmentData } from '../gql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import {
  AttachNoticeFileDocument,
  ChangeNoticeStatusDocument,
  ChangeNoticeStatusManyDocument,
  CompleteNoticeDocument,
  CreateNoticeDocument,
  DetachNoticeFileDocument,
  NoticeAttachmentFragment,
  NoticeByIdDocument,
  NoticeDetailFragment,
  NoticeDriversDocument,
  NoticeEventFragment,
  NoticeItemFragment,
  NoticeListDocument,
  NoticeListItemFragment,
  NoticeProductsDocument,
  NoticeSlotsDocument,
  UpdateNoticeDocument,
  UpdateNoticeWithItemsDocument,
} from './notices.documents';
import {
  FIXTURE_BOOKINGS,
  FIXTURE_CLIENT,
  FIXTURE_DRIVER,
  FIXTURE_OPENING_HOURS,
  FIXTURE_PRODUCTS,
  FIXTURE_RAMPS,
  FIXTURE_WAREHOUSE,
  noticeAttachmentFixture,
  noticeDetailFixture,
  noticeEventFixture,
  noticeId,
  noticeItemFixture,
  noticeListFixture,
  noticeNumber,
} from './notices.fixtures';

/** A refusal as the backend words it: the database rule's name in a Hasura constraint-violation. */
export const noticeRefusal = (rule: string, explanation = 'refused') => ({
  message: `Check constraint violation. rule "${rule}": ${explanation}`,
  extensions: { code: 'constraint-violation', path: '$.selectionSet.update_delivery_notices_by_pk.args' },
});

/**
 * Typed MSW handlers for the Awizacje operations, over an in-memory list: the list pages and counts it,
 * by id finds one, slots answer the fixture warehouse and its bookings, writes answer like the backend.
 */
export function createNoticeHandlers(
  graphqlUrl: string,
  options: { count?: number; rows?: NoticeListItemFragmentData[] } = {},
) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  // `rows`: a story's own notices (e.g. around the present moment) instead of the fixed fixture day.
  const rows = options.rows ?? noticeListFixture(options.count ?? 57);
  return {
    list: (): GraphQLHandler =>
      handlers.data(NoticeListDocument, ({ limit, offset, countLimit }) => ({
        delivery_notices: rows
          .slice(offset, offset + limit)
          .map((row) => makeFragmentData(row, NoticeListItemFragment)),
        delivery_notices_aggregate: { aggregate: { count: Math.min(rows.length, countLimit) } },
      })),
    /**
     * The list as `list()` answers it, keeping only the statuses the request's where names (`status: {_in}`,
     * alone or in `_and`): for screens whose default view is a set of statuses.
     */
    listByStatus: (): GraphQLHandler =>
      handlers.data(NoticeListDocument, ({ where, limit, offset, countLimit }) => {
        const statusIn = [where, ...(where._and ?? [])].find((part) => part.status?._in)?.status?._in;
        const kept = statusIn ? rows.filter((row) => statusIn.includes(row.status)) : rows;
        return {
          delivery_notices: kept
            .slice(offset, offset + limit)
            .map((row) => makeFragmentData(row, NoticeListItemFragment)),
          delivery_notices_aggregate: { aggregate: { count: Math.min(kept.length, countLimit) } },
        };
      }),
    /** An organization with more notices than the count goes: the total is a lower bound. */
    hugeList: (): GraphQLHandler =>
      handlers.data(NoticeListDocument, ({ limit, countLimit }) => ({
        delivery_notices: noticeListFixture(limit).map((row) =>
          makeFragmentData(row, NoticeListItemFragment),
        ),
        delivery_notices_aggregate: { aggregate: { count: countLimit } },
      })),
    emptyList: (): GraphQLHandler =>
      handlers.data(NoticeListDocument, {
        delivery_notices: [],
        delivery_notices_aggregate: { aggregate: { count: 0 } },
      }),
    listError: (): GraphQLHandler =>
      handlers.errors(NoticeListDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    /** One notice of the list with its goods and history; `detail` overrides its fields (a rejection, …). */
    byId: (detail: Partial<NoticeDetailFragmentType> = {}): GraphQLHandler =>
      handlers.data(NoticeByIdDocument, ({ id }) => {
        const index = rows.findIndex((row) => row.id === id);
        if (index < 0) return { delivery_notices_by_pk: null };
        const row = rows[index]!;
        return {
          delivery_notices_by_pk: {
            ...makeFragmentData(
              noticeDetailFixture({
                id: row.id,
                number: row.number,
                status: row.status,
                direction: row.direction,
                planned_start: row.planned_start,
                planned_end: row.planned_end,
                ramp_id: row.ramp?.id ?? null,
                ...detail,
              }),
              NoticeDetailFragment,
            ),
            client: FIXTURE_CLIENT,
            warehouse: {
              ...FIXTURE_WAREHOUSE,
              address: 'ul. Magazynowa 4, 95-010 Stryków',
              time_zone: 'Europe/Warsaw',
            },
            ramp: row.ramp,
            driver: null,
            items: [1, 2].map((i) => makeFragmentData(noticeItemFixture(i), NoticeItemFragment)),
            events: [
              makeFragmentData(
                noticeEventFixture({ from_status: null, to_status: 'draft' }),
                NoticeEventFragment,
              ),
              makeFragmentData(
                noticeEventFixture({ id: 'd2000000-0000-4000-8000-000000000002' }),
                NoticeEventFragment,
              ),
            ],
            attachments: [
              makeFragmentData(noticeAttachmentFixture({ notice_id: row.id }), NoticeAttachmentFragment),
            ],
          },
        };
      }),
    slots: (): GraphQLHandler =>
      handlers.data(NoticeSlotsDocument, ({ warehouseId }) => ({
        warehouses_by_pk:
          warehouseId === FIXTURE_WAREHOUSE.id
            ? {
                id: FIXTURE_WAREHOUSE.id,
                time_zone: 'Europe/Warsaw',
                opening_hours: FIXTURE_OPENING_HOURS,
                slot_minutes: 30,
                ramps: FIXTURE_RAMPS.map((ramp) => ({ ...ramp })),
              }
            : null,
        delivery_notices: warehouseId === FIXTURE_WAREHOUSE.id ? FIXTURE_BOOKINGS : [],
      })),
    products: (): GraphQLHandler =>
      handlers.data(NoticeProductsDocument, ({ limit }) => ({ products: FIXTURE_PRODUCTS.slice(0, limit) })),
    drivers: (): GraphQLHandler => handlers.data(NoticeDriversDocument, { profiles: [FIXTURE_DRIVER] }),
    create: (): GraphQLHandler =>
      handlers.data(CreateNoticeDocument, ({ object }) => ({
        insert_delivery_notices_one: {
          id: noticeId(rows.length + 1),
          number: noticeNumber(rows.length + 1),
          status: (object as { status?: string }).status ?? 'draft',
        },
      })),
    update: (): GraphQLHandler =>
      handlers.data(UpdateNoticeDocument, ({ id, set }) => ({
        update_delivery_notices_by_pk: makeFragmentData(
          { ...noticeDetailFixture({ id }), ...(set as Partial<NoticeDetailFragmentType>) },
          NoticeDetailFragment,
        ),
      })),
    updateWithItems: (): GraphQLHandler =>
      handlers.data(UpdateNoticeWithItemsDocument, ({ id, set, items }) => ({
        update_delivery_notices_by_pk: makeFragmentData(
          { ...noticeDetailFixture({ id }), ...(set as Partial<NoticeDetailFragmentType>) },
          NoticeDetailFragment,
        ),
        delete_delivery_notice_items: { affected_rows: 2 },
        insert_delivery_notice_items: { affected_rows: Array.isArray(items) ? items.length : 1 },
      })),
    changeStatus: (): GraphQLHandler =>
      handlers.data(ChangeNoticeStatusDocument, ({ id, set }) => {
        const detail = { ...noticeDetailFixture({ id }), ...(set as Partial<NoticeDetailFragmentType>) };
        return {
          update_delivery_notices_by_pk: {
            id,
            status: detail.status,
            ramp_id: detail.ramp_id,
            planned_start: detail.planned_start,
            planned_end: detail.planned_end,
            arrived_at: detail.status === 'arrived' ? '2026-11-23T07:58:00.000Z' : null,
            started_at: null,
            completed_at: null,
            rejection_reason: detail.rejection_reason,
          },
        };
      }),
    /** The database refusing a status change with `rule`. */
    changeStatusRefused: (rule = 'notice_ramp_overlap'): GraphQLHandler =>
      handlers.errors(ChangeNoticeStatusDocument, [noticeRefusal(rule)]),
    complete: (): GraphQLHandler =>
      handlers.data(CompleteNoticeDocument, ({ id, lines }) => ({
        update_delivery_notice_items_many: (Array.isArray(lines) ? lines : [lines]).map(() => ({
          affected_rows: 1,
        })),
        update_delivery_notices_by_pk: { id, status: 'completed', completed_at: '2026-11-23T09:40:00.000Z' },
      })),
    /** The database refusing a completion with `rule`. */
    completeRefused: (rule = 'notice_complete_needs_received'): GraphQLHandler =>
      handlers.errors(CompleteNoticeDocument, [noticeRefusal(rule)]),
    changeStatusMany: (): GraphQLHandler =>
      handlers.data(ChangeNoticeStatusManyDocument, ({ ids, status }) => {
        const list = Array.isArray(ids) ? ids : [ids];
        return {
          update_delivery_notices: {
            affected_rows: list.length,
            returning: list.map((id) => ({ id, status })),
          },
        };
      }),
    attach: (): GraphQLHandler =>
      handlers.data(AttachNoticeFileDocument, ({ object }) => {
        const { notice_id, file_id, kind } = object as { notice_id: string; file_id: string; kind: string };
        return {
          insert_delivery_notice_attachments_one: makeFragmentData(
            noticeAttachmentFixture({
              id: 'd3000000-0000-4000-8000-000000000099',
              notice_id,
              file_id,
              kind,
              file: { id: file_id, name: 'zalacznik.pdf', mimeType: 'application/pdf', size: 1024 },
            }),
            NoticeAttachmentFragment,
          ),
        };
      }),
    detach: (): GraphQLHandler =>
      handlers.data(DetachNoticeFileDocument, ({ id }) => ({
        delete_delivery_notice_attachments_by_pk: { id, file_id: 'f0000000-0000-4000-8000-000000000001' },
      })),
  };
}

/** Every handler answering successfully: the default set for stories and tests. */
export function noticeHandlers(graphqlUrl: string, options: { count?: number } = {}): GraphQLHandler[] {
  const h = createNoticeHandlers(graphqlUrl, options);
  return [
    h.list(),
    h.byId(),
    h.slots(),
    h.products(),
    h.drivers(),
    h.create(),
    h.update(),
    h.updateWithItems(),
    h.changeStatus(),
    h.changeStatusMany(),
    h.complete(),
    h.attach(),
    h.detach(),
  ];
}
