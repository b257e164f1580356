import { DELIVERY_NOTICE_STATUSES } from '@rampa/domain';
import type { GraphQLHandler } from 'msw';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import { campaignFixture } from '../campaigns/campaigns.fixtures';
import { DashboardDocument, OrganizationGlanceDocument } from './dashboard.documents';

const aggregate = (count: number) => ({ aggregate: { count } });

/** 30 days of notices by status, shaped like `delivery_notice_days`: a weekly rhythm, no Sundays. */
export function noticeDaysFixture(from: string, days = 30) {
  const rows: { day: string; status: string; notices: number }[] = [];
  const start = new Date(`${from}T12:00:00Z`);
  for (let i = 0; i < days; i++) {
    const date = new Date(start);
    date.setUTCDate(start.getUTCDate() + i);
    if (date.getUTCDay() === 0) continue;
    const day = date.toISOString().slice(0, 10);
    const future = i > 22;
    const base = 8 + ((i * 7) % 5);
    const mix: Record<string, number> = future
      ? { submitted: base - 3, confirmed: base, draft: 2 }
      : {
          completed: base,
          cancelled: 1 + (i % 2),
          no_show: i % 3 === 0 ? 1 : 0,
          rejected: i % 4 === 0 ? 1 : 0,
        };
    if (i === 22) Object.assign(mix, { arrived: 2, in_progress: 3, confirmed: 4 });
    for (const status of DELIVERY_NOTICE_STATUSES) {
      if (mix[status]) rows.push({ day, status, notices: mix[status] });
    }
  }
  return rows;
}

export function createDashboardHandlers(graphqlUrl: string) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  return {
    overview: (): GraphQLHandler =>
      handlers.data(DashboardDocument, ({ daysFrom, now }) => ({
        delivery_notice_days: noticeDaysFixture(daysFrom),
        next_arrivals: [1, 2, 3].map((i) => ({
          id: `d0000000-0000-4000-8000-00000000000${i}`,
          number: `AW/2026/11/00${40 + i}`,
          status: i === 3 ? 'submitted' : 'confirmed',
          planned_start: new Date(new Date(now).getTime() + i * 3_600_000).toISOString(),
          client: { name: ['Budmax Sp. z o.o.', 'Hurtownia Stal-Pol', 'Drewbud S.A.'][i - 1]! },
          warehouse: { name: i === 2 ? 'Magazyn Gdańsk' : 'Magazyn Stryków' },
        })),
        clients_this_month: aggregate(14),
        clients_last_month: aggregate(11),
        active_campaigns: [7, 8].map((i) => {
          const c = campaignFixture(i);
          return { id: c.id, name: c.name, channel: c.channel, results: c.results };
        }),
        my_drafts: aggregate(3),
      })),
    emptyOverview: (): GraphQLHandler =>
      handlers.data(DashboardDocument, {
        delivery_notice_days: [],
        next_arrivals: [],
        clients_this_month: aggregate(0),
        clients_last_month: aggregate(0),
        active_campaigns: [],
        my_drafts: aggregate(0),
      }),
    overviewError: (): GraphQLHandler =>
      handlers.errors(DashboardDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    organization: (): GraphQLHandler =>
      handlers.data(OrganizationGlanceDocument, {
        users: aggregate(27),
        blocked: aggregate(2),
        warehouse_notice_summary: [
          {
            warehouse_id: 'e0000000-0000-4000-8000-000000000001',
            code: 'GDA',
            name: 'Magazyn Gdańsk',
            today: 9,
            this_week: 41,
          },
          {
            warehouse_id: 'e0000000-0000-4000-8000-000000000002',
            code: 'STR',
            name: 'Magazyn Stryków',
            today: 17,
            this_week: 83,
          },
        ],
      }),
  };
}

export function dashboardHandlers(graphqlUrl: string): GraphQLHandler[] {
  const h = createDashboardHandlers(graphqlUrl);
  return [h.overview(), h.organization()];
}
