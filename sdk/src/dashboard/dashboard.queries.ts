import { DEFAULT_TIME_ZONE, shiftDay, weekStartOf } from '@rampa/domain';
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import { DashboardDocument, OrganizationGlanceDocument } from './dashboard.documents';

/** "YYYY-MM-DD" of an instant in the warehouses' time zone. */
export function warsawDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The Warsaw offset ("+01:00") at an instant. */
function warsawOffset(instant: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name ?? '');
  return match ? match[1]! : '+00:00';
}

/** Midnight of a Warsaw day as an instant with its offset ("2026-11-01T00:00:00+01:00"). */
const warsawMidnight = (day: string) => `${day}T00:00:00${warsawOffset(new Date(`${day}T12:00:00Z`))}`;

/** The dashboard's periods for an instant: today, this week (Monday–Sunday), the chart's 30 days, the months. */
export function dashboardPeriods(now: Date) {
  const today = warsawDay(now);
  const weekStart = weekStartOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = `${shiftDay(monthStart, -1).slice(0, 8)}01`;
  return {
    today,
    weekStart,
    weekEnd: shiftDay(weekStart, 6),
    // 30 days: three weeks back and the week ahead.
    daysFrom: shiftDay(today, -22),
    daysTo: shiftDay(today, 7),
    monthStart,
    lastMonthStart,
    monthStartInstant: warsawMidnight(monthStart),
    lastMonthStartInstant: warsawMidnight(lastMonthStart),
  };
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: (role: string, userId: string, today: string) =>
    [...dashboardKeys.all, role, userId, today] as const,
  organization: (role: string) => [...dashboardKeys.all, 'organization', role] as const,
};

export function createDashboardQueries(graphql: GraphqlClient, activeRole: RoleSource) {
  const asRole = () => {
    const role = activeRole() ?? '';
    return { role, options: role ? { role } : {} };
  };
  return {
    /** The start page's figures for the signed-in user, at `now` (the key holds the day, not the instant). */
    overview: (userId: string, now: Date = new Date()) => {
      const { role, options } = asRole();
      const periods = dashboardPeriods(now);
      return queryOptions({
        queryKey: dashboardKeys.overview(role, userId, periods.today),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            DashboardDocument,
            {
              daysFrom: periods.daysFrom,
              daysTo: periods.daysTo,
              now: now.toISOString(),
              monthStart: periods.monthStartInstant,
              lastMonthStart: periods.lastMonthStartInstant,
              userId,
            },
            { ...options, signal },
          );
          return {
            periods,
            days: data.delivery_notice_days,
            nextArrivals: data.next_arrivals,
            newClients: {
              thisMonth: data.clients_this_month.aggregate?.count ?? 0,
              lastMonth: data.clients_last_month.aggregate?.count ?? 0,
            },
            activeCampaigns: data.active_campaigns,
            myDrafts: data.my_drafts.aggregate?.count ?? 0,
          };
        },
      });
    },
    /** Admin's glance at the organization (as `org_admin`). */
    organization: () => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: dashboardKeys.organization(role),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(OrganizationGlanceDocument, {}, { ...options, signal });
          return {
            users: data.users.aggregate?.count ?? 0,
            blocked: data.blocked.aggregate?.count ?? 0,
            warehouses: data.warehouse_notice_summary,
          };
        },
      });
    },
  };
}

export type DashboardQueries = ReturnType<typeof createDashboardQueries>;
export type DashboardOverview = Awaited<
  ReturnType<NonNullable<ReturnType<DashboardQueries['overview']>['queryFn']>>
>;
export type OrganizationGlance = Awaited<
  ReturnType<NonNullable<ReturnType<DashboardQueries['organization']>['queryFn']>>
>;
