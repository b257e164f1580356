import { graphql } from '../gql';

// The start page's figures, all counted by the database (views and aggregates with the role's permissions);
// contracts/consumer/campaigns.pact.test.ts pins them (the Dashboard and OrganizationGlance interactions).

export const DashboardDocument = graphql(`
  query Dashboard(
    $daysFrom: date!
    $daysTo: date!
    $now: timestamptz!
    $monthStart: timestamptz!
    $lastMonthStart: timestamptz!
    $userId: uuid!
  ) {
    delivery_notice_days(
      where: { day: { _gte: $daysFrom, _lte: $daysTo } }
      order_by: [{ day: asc }, { status: asc }]
    ) {
      day
      status
      notices
    }
    next_arrivals: delivery_notices(
      where: { planned_start: { _gte: $now }, status: { _in: ["submitted", "confirmed"] } }
      order_by: [{ planned_start: asc }, { id: asc }]
      limit: 5
    ) {
      id
      number
      status
      planned_start
      client {
        name
      }
      warehouse {
        name
      }
    }
    clients_this_month: clients_aggregate(where: { created_at: { _gte: $monthStart } }) {
      aggregate {
        count
      }
    }
    clients_last_month: clients_aggregate(
      where: { created_at: { _gte: $lastMonthStart, _lt: $monthStart } }
    ) {
      aggregate {
        count
      }
    }
    active_campaigns: campaigns(
      where: { status: { _eq: "active" } }
      order_by: [{ starts_on: desc }, { id: asc }]
      limit: 5
    ) {
      id
      name
      channel
      results {
        selected
        contacted
        responded
        ordered
        response_rate
      }
    }
    my_drafts: delivery_notices_aggregate(where: { status: { _eq: "draft" }, created_by: { _eq: $userId } }) {
      aggregate {
        count
      }
    }
  }
`);

/** Admin's glance at the organization: users, blocked users, and each warehouse's awizacje. */
export const OrganizationGlanceDocument = graphql(`
  query OrganizationGlance {
    users: usersAggregate {
      aggregate {
        count
      }
    }
    blocked: usersAggregate(where: { disabled: { _eq: true } }) {
      aggregate {
        count
      }
    }
    warehouse_notice_summary(order_by: [{ name: asc }]) {
      warehouse_id
      code
      name
      today
      this_week
    }
  }
`);
