// `npm run bench:dashboard`: the start page's queries through /v1/graphql on PostgreSQL with BENCH_NOTICES
// notices in the demo organization (default 1,000,000: the demo's and the bulk seed of bench:notices) and
// BENCH_CLIENTS clients (default 100,000: the demo's and the seed of bench:clients): the `Dashboard` operation as the handlowiec's /pulpit sends it, and the
// `OrganizationGlance` operation as org_admin's start page sends it, each signed in with a real access token.
// Prints p50/p99 of each and of the whole set (one Dashboard and one OrganizationGlance, one after the other, as
// the two start pages need them), against issue #14's goal: p99 ≤ 100 ms together. Requests go through Fastify's
// `inject` (the whole server, no sockets).
import { performance } from 'node:perf_hooks';
import { seedManyClients } from '../src/dev/clients-seed';
import { DEMO_ORGANIZATION } from '../src/dev/demo';
import { seedBulkNotices } from '../src/dev/notices-bulk-seed';
import { DASHBOARD, dashboardPeriods, ORGANIZATION_GLANCE } from './operations';
import { figuresLine, graphql, measure, runBench, signIn, withBenchServer } from './support';

const NOTICES = Number(process.env.BENCH_NOTICES ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const GOAL_P99_MS = 100;

async function main() {
  // BENCH_REUSE=<database> measures a database kept by an earlier run (BENCH_KEEP=1) again, without seeding it:
  // the server applies any newer migration (an index) at start, so an index's effect is measured in minutes.
  const reuse = process.env.BENCH_REUSE?.trim();
  await withBenchServer(
    'dashboard',
    async ({ app, db }) => {
      const started = performance.now();
      // Tops the organization up to the sizes asked for, so a kept database (BENCH_REUSE) only gets what it lacks.
      const sizes = async () =>
        (
          await db.query<{ notices: string; clients: string }>(
            `SELECT (SELECT count(*) FROM public.delivery_notices WHERE org_id = $1) AS notices,
                  (SELECT count(*) FROM public.clients WHERE org_id = $1) AS clients`,
            [DEMO_ORGANIZATION.id],
          )
        ).rows[0]!;
      const before = await sizes();
      const moreClients = CLIENTS - Number(before.clients);
      if (moreClients > 0) {
        await seedManyClients(db, DEMO_ORGANIZATION.id, moreClients, (done) =>
          process.stdout.write(`\rclients ${Number(before.clients) + done} / ${CLIENTS}`),
        );
        process.stdout.write('\n');
      }
      // Fresh statistics first: with the demo's 2,000 clients as the planner's estimate, the bulk notice seed picks
      // a nested loop over 100,000 clients and runs for hours.
      await db.query('ANALYZE public.clients');
      // In steps of 50,000 (one transaction each), so an interrupted seed keeps what it has written.
      for (let count = Number(before.notices); count < NOTICES;) {
        const step = Math.min(50_000, NOTICES - count);
        await seedBulkNotices(db, DEMO_ORGANIZATION.id, step);
        count += step;
        process.stdout.write(`\rnotices ${count} / ${NOTICES}`);
      }
      process.stdout.write('\n');
      // As autovacuum would soon: statistics fresh and the visibility map set (index-only counts).
      await db.exec('VACUUM ANALYZE'); // exec: no statement timeout (minutes at 1,000,000 rows)
      process.stdout.write(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

      const gql = (token: string, role: string, query: string, operationName: string, variables = {}) =>
        graphql(app, token, role, query, operationName, variables);
      const handlowiec = await signIn(app, 'handlowiec@demo.rampa.pl');
      const orgAdmin = await signIn(app, 'admin@demo.rampa.pl');
      const dashboard = () =>
        gql(handlowiec.token, 'handlowiec', DASHBOARD, 'Dashboard', {
          ...dashboardPeriods(new Date()),
          userId: handlowiec.userId,
        });
      const glance = () => gql(orgAdmin.token, 'org_admin', ORGANIZATION_GLANCE, 'OrganizationGlance');

      // What the figures are of: the rows each part of the operation reads or counts.
      const sample = (await dashboard()) as {
        delivery_notice_days: unknown[];
        next_arrivals: unknown[];
        clients_this_month: { aggregate: { count: number } };
        my_drafts: { aggregate: { count: number } };
      };
      const counts = await sizes();
      const results = [
        await measure(
          `Dashboard as handlowiec (${sample.delivery_notice_days.length} day rows, ${sample.next_arrivals.length} arrivals, ${sample.clients_this_month.aggregate.count} new clients, ${sample.my_drafts.aggregate.count} drafts)`,
          RUNS,
          async () => void (await dashboard()),
        ),
        await measure('OrganizationGlance as org_admin', RUNS, async () => void (await glance())),
        await measure('both, one after the other', RUNS, async () => {
          await dashboard();
          await glance();
        }),
      ];
      process.stdout.write(
        `\nStart pages through /v1/graphql, PostgreSQL, ${counts.notices} notices, ${counts.clients} clients, ${RUNS} runs each\n`,
      );
      for (const r of results) process.stdout.write(figuresLine(r, 60));
      const together = results.at(-1)!;
      process.stdout.write(
        `goal: p99 ≤ ${GOAL_P99_MS} ms together; now ${together.p99.toFixed(1)} ms (${together.p99 <= GOAL_P99_MS ? 'met' : 'not met'})\n`,
      );
    },
    reuse,
  );
}

runBench(main);
