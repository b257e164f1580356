// The GraphQL operations the benches time (bench:notices, bench:dashboard) and bench:explain shows the plans of:
// copies of the sdk's documents (sdk/src/notices/notices.documents.ts, sdk/src/dashboard/dashboard.documents.ts)
// as the app sends them, and the variables the sdk derives.
import { DEFAULT_TIME_ZONE, shiftDay } from '@rampa/domain';

/** The sdk's NoticeList: one page of the Awizacje list and its count, capped by `countLimit`. */
export const NOTICE_LIST = `query NoticeList($where: delivery_notices_bool_exp!, $orderBy: [delivery_notices_order_by!]!, $limit: Int!, $offset: Int!, $countLimit: Int!) {
  delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) { ...NoticeListItem }
  delivery_notices_aggregate(where: $where, limit: $countLimit) { aggregate { count } }
}
fragment NoticeListItem on delivery_notices {
  id number direction status planned_start planned_end truck_plate trailer_plate carrier_name driver_name pallets
  weight_kg adr reference_numbers updated_at client { id code name } warehouse { id code name }
  ramp { id code name } driver { id display_name }
}`;

/** The sdk's NoticeSlots: a warehouse's ramps and the notices holding them in a window. */
/** NoticeList's variables for the default page, as the sdk sends them: newest window first, 25 rows, the count capped. */
export const NOTICE_DEFAULT_PAGE = {
  where: {},
  orderBy: [{ planned_start: 'desc' }, { id: 'asc' }],
  limit: 25,
  offset: 0,
  countLimit: 10_001,
};
export const NOTICE_SLOTS = `query NoticeSlots($warehouseId: uuid!, $from: timestamptz!, $to: timestamptz!) {
  warehouses_by_pk(id: $warehouseId) { id time_zone opening_hours slot_minutes ramps(order_by: [{code: asc}]) { id code name kind active } }
  delivery_notices(where: {warehouse_id: {_eq: $warehouseId}, status: {_in: ["confirmed", "arrived", "in_progress"]}, planned_start: {_gte: $from, _lt: $to}}, order_by: [{planned_start: asc}]) {
    id number ramp_id planned_start planned_end
  }
}`;

/** The sdk's Dashboard: the handlowiec's /pulpit. */
export const DASHBOARD = `query Dashboard($daysFrom: date!, $daysTo: date!, $now: timestamptz!, $monthStart: timestamptz!, $lastMonthStart: timestamptz!, $userId: uuid!) {
  delivery_notice_days(where: {day: {_gte: $daysFrom, _lte: $daysTo}}, order_by: [{day: asc}, {status: asc}]) { day status notices }
  next_arrivals: delivery_notices(where: {planned_start: {_gte: $now}, status: {_in: ["submitted", "confirmed"]}}, order_by: [{planned_start: asc}, {id: asc}], limit: 5) {
    id number status planned_start client { name } warehouse { name }
  }
  clients_this_month: clients_aggregate(where: {created_at: {_gte: $monthStart}}) { aggregate { count } }
  clients_last_month: clients_aggregate(where: {created_at: {_gte: $lastMonthStart, _lt: $monthStart}}) { aggregate { count } }
  active_campaigns: campaigns(where: {status: {_eq: "active"}}, order_by: [{starts_on: desc}, {id: asc}], limit: 5) {
    id name channel results { selected contacted responded ordered response_rate }
  }
  my_drafts: delivery_notices_aggregate(where: {status: {_eq: "draft"}, created_by: {_eq: $userId}}) { aggregate { count } }
}`;

/** The sdk's OrganizationGlance: org_admin's start page. */
export const ORGANIZATION_GLANCE = `query OrganizationGlance {
  users: usersAggregate { aggregate { count } }
  blocked: usersAggregate(where: {disabled: {_eq: true}}) { aggregate { count } }
  warehouse_notice_summary(order_by: [{name: asc}]) { warehouse_id code name today this_week }
}`;

/** The sdk's dashboardPeriods (sdk/src/dashboard/dashboard.queries.ts): Warsaw days and month starts. */
export function dashboardPeriods(now: Date) {
  const day = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(instant);
  const offset = (d: string) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${d}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value;
    return /GMT([+-]\d{2}:\d{2})/.exec(name ?? '')?.[1] ?? '+00:00';
  };
  const today = day(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = `${shiftDay(monthStart, -1).slice(0, 8)}01`;
  return {
    daysFrom: shiftDay(today, -22),
    daysTo: shiftDay(today, 7),
    now: now.toISOString(),
    monthStart: `${monthStart}T00:00:00${offset(monthStart)}`,
    lastMonthStart: `${lastMonthStart}T00:00:00${offset(lastMonthStart)}`,
  };
}
