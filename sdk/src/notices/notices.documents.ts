import { graphql } from '../gql';

// Every Awizacje operation on the wire. The app imports fragment types only; contracts/consumer/notices.pact.test.ts
// pins these documents against the backend.

export const NoticeListItemFragment = graphql(`
  fragment NoticeListItem on delivery_notices {
    id
    number
    direction
    status
    planned_start
    planned_end
    truck_plate
    trailer_plate
    carrier_name
    driver_name
    pallets
    weight_kg
    adr
    reference_numbers
    updated_at
    client {
      id
      code
      name
    }
    warehouse {
      id
      code
      name
    }
    ramp {
      id
      code
      name
    }
    driver {
      id
      display_name
    }
  }
`);

export const NoticeDetailFragment = graphql(`
  fragment NoticeDetail on delivery_notices {
    id
    org_id
    number
    direction
    status
    client_id
    warehouse_id
    ramp_id
    planned_start
    planned_end
    carrier_name
    truck_plate
    trailer_plate
    driver_profile_id
    driver_name
    driver_phone
    pallets
    weight_kg
    adr
    reference_numbers
    notes
    arrived_at
    started_at
    completed_at
    rejection_reason
    proposed_start
    proposed_end
    created_by
    created_at
    updated_at
  }
`);

export const NoticeItemFragment = graphql(`
  fragment NoticeItem on delivery_notice_items {
    id
    product_id
    quantity
    received_quantity
    product {
      id
      sku
      name
      unit
    }
  }
`);

export const NoticeEventFragment = graphql(`
  fragment NoticeEvent on delivery_notice_events {
    id
    from_status
    to_status
    comment
    created_at
    user_profiles(limit: 1) {
      display_name
    }
  }
`);

export const NoticeAttachmentFragment = graphql(`
  fragment NoticeAttachment on delivery_notice_attachments {
    id
    notice_id
    file_id
    kind
    created_at
    file {
      id
      name
      mimeType
      size
    }
  }
`);

export const NoticeListDocument = graphql(`
  query NoticeList(
    $where: delivery_notices_bool_exp!
    $orderBy: [delivery_notices_order_by!]!
    $limit: Int!
    $offset: Int!
    $countLimit: Int!
  ) {
    delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      ...NoticeListItem
    }
    delivery_notices_aggregate(where: $where, limit: $countLimit) {
      aggregate {
        count
      }
    }
  }
`);

/**
 * The list's page, live (graphql-ws): the same filter, order and page as NoticeList, without the count. The
 * server re-runs it and sends the rows again whenever one changes (a magazynier confirms or rejects).
 */
export const NoticeListLiveDocument = graphql(`
  subscription NoticeListLive(
    $where: delivery_notices_bool_exp!
    $orderBy: [delivery_notices_order_by!]!
    $limit: Int!
    $offset: Int!
  ) {
    delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      ...NoticeListItem
    }
  }
`);

export const NoticeByIdDocument = graphql(`
  query NoticeById($id: uuid!) {
    delivery_notices_by_pk(id: $id) {
      ...NoticeDetail
      client {
        id
        code
        name
      }
      warehouse {
        id
        code
        name
        address
        time_zone
      }
      ramp {
        id
        code
        name
      }
      driver {
        id
        display_name
        phone
      }
      items(order_by: { line_no: asc }) {
        ...NoticeItem
      }
      events(order_by: [{ created_at: asc }, { id: asc }]) {
        ...NoticeEvent
      }
      attachments(order_by: [{ created_at: asc }, { id: asc }]) {
        ...NoticeAttachment
      }
    }
  }
`);

/**
 * One notice, live (graphql-ws): only what says it changed. The detail page reads the notice again (goods,
 * history) when `updated_at` moves, so the subscription stays small and the details keep one query.
 */
export const NoticeByIdLiveDocument = graphql(`
  subscription NoticeByIdLive($id: uuid!) {
    delivery_notices_by_pk(id: $id) {
      id
      status
      updated_at
    }
  }
`);

export const NoticeSlotsDocument = graphql(`
  query NoticeSlots($warehouseId: uuid!, $from: timestamptz!, $to: timestamptz!) {
    warehouses_by_pk(id: $warehouseId) {
      id
      time_zone
      opening_hours
      slot_minutes
      ramps(order_by: [{ code: asc }]) {
        id
        code
        name
        kind
        active
      }
    }
    delivery_notices(
      where: {
        warehouse_id: { _eq: $warehouseId }
        status: { _in: ["confirmed", "arrived", "in_progress"] }
        planned_start: { _gte: $from, _lt: $to }
      }
      order_by: [{ planned_start: asc }]
    ) {
      id
      number
      ramp_id
      planned_start
      planned_end
    }
  }
`);

export const NoticeProductsDocument = graphql(`
  query NoticeProducts($where: products_bool_exp!, $limit: Int!) {
    products(where: $where, order_by: [{ name: asc }, { id: asc }], limit: $limit) {
      id
      sku
      ean
      name
      unit
    }
  }
`);

export const NoticeDriversDocument = graphql(`
  query NoticeDrivers {
    profiles(where: { role: { _eq: "kierowca" } }, order_by: [{ display_name: asc }]) {
      id
      display_name
      phone
    }
  }
`);

export const CreateNoticeDocument = graphql(`
  mutation CreateNotice($object: delivery_notices_insert_input!) {
    insert_delivery_notices_one(object: $object) {
      id
      number
      status
    }
  }
`);

export const UpdateNoticeDocument = graphql(`
  mutation UpdateNotice($id: uuid!, $set: delivery_notices_set_input!) {
    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {
      ...NoticeDetail
    }
  }
`);

/** The fields and the goods lines in one transaction: the lines are replaced as a whole. */
export const UpdateNoticeWithItemsDocument = graphql(`
  mutation UpdateNoticeWithItems(
    $id: uuid!
    $set: delivery_notices_set_input!
    $items: [delivery_notice_items_insert_input!]!
  ) {
    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {
      ...NoticeDetail
    }
    delete_delivery_notice_items(where: { notice_id: { _eq: $id } }) {
      affected_rows
    }
    insert_delivery_notice_items(objects: $items) {
      affected_rows
    }
  }
`);

export const ChangeNoticeStatusDocument = graphql(`
  mutation ChangeNoticeStatus($id: uuid!, $set: delivery_notices_set_input!) {
    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {
      id
      status
      ramp_id
      planned_start
      planned_end
      arrived_at
      started_at
      completed_at
      rejection_reason
    }
  }
`);

/**
 * The magazynier completes a notice: the received quantity of every line and the status in one request, so in
 * one transaction (the database refuses `completed` while a line has no received quantity).
 */
export const CompleteNoticeDocument = graphql(`
  mutation CompleteNotice(
    $id: uuid!
    $lines: [delivery_notice_items_updates!]!
    $set: delivery_notices_set_input!
  ) {
    update_delivery_notice_items_many(updates: $lines) {
      affected_rows
    }
    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {
      id
      status
      completed_at
    }
  }
`);

export const ChangeNoticeStatusManyDocument = graphql(`
  mutation ChangeNoticeStatusMany($ids: [uuid!]!, $status: String!, $comment: String) {
    update_delivery_notices(
      where: { id: { _in: $ids } }
      _set: { status: $status, status_comment: $comment }
    ) {
      affected_rows
      returning {
        id
        status
      }
    }
  }
`);

export const AttachNoticeFileDocument = graphql(`
  mutation AttachNoticeFile($object: delivery_notice_attachments_insert_input!) {
    insert_delivery_notice_attachments_one(object: $object) {
      ...NoticeAttachment
    }
  }
`);

export const DetachNoticeFileDocument = graphql(`
  mutation DetachNoticeFile($id: uuid!) {
    delete_delivery_notice_attachments_by_pk(id: $id) {
      id
      file_id
    }
  }
`);
