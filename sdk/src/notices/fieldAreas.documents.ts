import { graphql } from '../gql';

// The kierowca's and the klient's own operations. Everything else their areas show goes through the Awizacje
// documents (notices.documents.ts), which the server filters to their rows. contracts/consumer/field-areas.pact.test.ts
// pins these against the backend.

/** What a driver needs at the gate: where, when, which ramp, what he carries. No client data but the name. */
export const DriverNoticeFragment = graphql(`
  fragment DriverNotice on delivery_notices {
    id
    number
    direction
    status
    planned_start
    planned_end
    truck_plate
    trailer_plate
    carrier_name
    pallets
    weight_kg
    adr
    reference_numbers
    notes
    arrived_at
    client {
      name
    }
    warehouse {
      id
      name
      address
      time_zone
    }
    ramp {
      id
      code
      name
    }
    items(order_by: { line_no: asc }) {
      id
      quantity
      product {
        name
        unit
      }
    }
  }
`);

/** The driver's notices whose window ends at `from` or later, soonest first (the server keeps his own only). */
export const DriverNoticesDocument = graphql(`
  query DriverNotices($from: timestamptz!, $limit: Int!) {
    delivery_notices(
      where: { planned_end: { _gte: $from } }
      order_by: [{ planned_start: asc }, { id: asc }]
      limit: $limit
    ) {
      ...DriverNotice
    }
  }
`);

/** "Jestem na miejscu": confirmed → arrived, at the time of the tap (which may have been made offline). */
export const ReportArrivalDocument = graphql(`
  mutation ReportArrival($id: uuid!, $arrivedAt: timestamptz!) {
    update_delivery_notices_by_pk(
      pk_columns: { id: $id }
      _set: { status: "arrived", arrived_at: $arrivedAt }
    ) {
      id
      status
      arrived_at
    }
  }
`);

/** The klient's company: the client his profile points at. */
export const KlientCompanyDocument = graphql(`
  query KlientCompany {
    profiles(where: { role: { _eq: "klient" } }, limit: 1) {
      id
      client_id
      client {
        id
        code
        name
      }
    }
  }
`);
