import { graphql } from '../gql';

// Magazyny i rampy on the wire; contracts/consumer/warehouses.pact.test.ts pins them against the backend.

export const RampFragment = graphql(`
  fragment Ramp on ramps {
    id
    warehouse_id
    code
    name
    kind
    active
  }
`);

export const WarehouseFragment = graphql(`
  fragment Warehouse on warehouses {
    id
    org_id
    code
    name
    address
    time_zone
    opening_hours
    slot_minutes
    active
  }
`);

export const WarehouseListDocument = graphql(`
  query WarehouseList {
    warehouses(order_by: [{ code: asc }]) {
      ...Warehouse
      ramps(order_by: [{ code: asc }]) {
        ...Ramp
      }
    }
  }
`);

export const CreateWarehouseDocument = graphql(`
  mutation CreateWarehouse($object: warehouses_insert_input!) {
    insert_warehouses_one(object: $object) {
      ...Warehouse
      ramps(order_by: [{ code: asc }]) {
        ...Ramp
      }
    }
  }
`);

export const UpdateWarehouseDocument = graphql(`
  mutation UpdateWarehouse($id: uuid!, $set: warehouses_set_input!) {
    update_warehouses_by_pk(pk_columns: { id: $id }, _set: $set) {
      ...Warehouse
    }
  }
`);

export const DeleteWarehouseDocument = graphql(`
  mutation DeleteWarehouse($id: uuid!) {
    delete_warehouses_by_pk(id: $id) {
      id
    }
  }
`);

export const CreateRampDocument = graphql(`
  mutation CreateRamp($object: ramps_insert_input!) {
    insert_ramps_one(object: $object) {
      ...Ramp
    }
  }
`);

export const UpdateRampDocument = graphql(`
  mutation UpdateRamp($id: uuid!, $set: ramps_set_input!) {
    update_ramps_by_pk(pk_columns: { id: $id }, _set: $set) {
      ...Ramp
    }
  }
`);

export const DeleteRampDocument = graphql(`
  mutation DeleteRamp($id: uuid!) {
    delete_ramps_by_pk(id: $id) {
      id
    }
  }
`);
