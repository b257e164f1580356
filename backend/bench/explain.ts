// `npm run bench:explain -- <database>`: the plans behind bench:notices and bench:dashboard on a database they kept
// (BENCH_KEEP=1). Runs each operation once through /v1/graphql as the bench's user, catches the statement the
// engine sends (its text and bound values), and prints EXPLAIN (ANALYZE, BUFFERS) of it as the engine runs it: a
// prepared statement executed past PostgreSQL's five custom plans, so the plan shown is the one a repeated
// request gets (generic or custom, as the plan cache chooses), then the median of 20 plain runs. EXPLAIN_ONLY=<label
// part> narrows the list, EXPLAIN_SQL=1 prints the statement and its values, EXPLAIN_PLAN_CACHE=force_generic_plan
// (or force_custom_plan) shows the other plan. The session is as the engine's: `hasura.user` set for the statement.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DEMO_ORGANIZATION } from '../src/dev/demo';
import {
  DASHBOARD,
  dashboardPeriods,
  NOTICE_DEFAULT_PAGE,
  NOTICE_LIST,
  NOTICE_SLOTS,
  ORGANIZATION_GLANCE,
} from './operations';
import { graphql, percentile, runBench, signIn, withBenchServer } from './support';

interface Caught {
  text: string;
  values: unknown[];
}

// Every statement a pg client sends while `catching` is on; the GraphQL engine's query is the one `WITH q AS`.
let catching: Caught[] | undefined;
const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  if (catching) {
    if (typeof first === 'string') catching.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      catching.push({ text: config.text, values: config.values ?? [] });
    }
  }
  return send.apply(this, args);
} as typeof pg.Client.prototype.query;

async function main() {
  const database = process.argv[2];
  if (!database) throw new Error('usage: npm run bench:explain -- <kept bench database>');
  const only = process.env.EXPLAIN_ONLY;
  await withBenchServer(
    'explain',
    async ({ app, db, name }) => {
      const handlowiec = await signIn(app, 'handlowiec@demo.rampa.pl');
      const orgAdmin = await signIn(app, 'admin@demo.rampa.pl');
      const plate = (
        await db.query<{ truck_plate: string }>(
          `SELECT truck_plate FROM public.delivery_notices WHERE org_id = $1 AND truck_plate IS NOT NULL LIMIT 1`,
          [DEMO_ORGANIZATION.id],
        )
      ).rows[0]!.truck_plate;
      const warehouse = (
        await db.query<{ id: string }>(
          `SELECT id FROM public.warehouses WHERE org_id = $1 AND code = 'STR'`,
          [DEMO_ORGANIZATION.id],
        )
      ).rows[0]!.id;
      const page = NOTICE_DEFAULT_PAGE;
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(
        new Date(Date.now() + 86_400_000),
      );
      const dayMs = Date.parse(`${day}T00:00:00Z`);
      const operations: {
        label: string;
        user: typeof handlowiec;
        role: string;
        query: string;
        op: string;
        variables: object;
      }[] = [
        {
          label: 'default page',
          user: handlowiec,
          role: 'handlowiec',
          query: NOTICE_LIST,
          op: 'NoticeList',
          variables: page,
        },
        {
          label: 'search',
          user: handlowiec,
          role: 'handlowiec',
          query: NOTICE_LIST,
          op: 'NoticeList',
          variables: { ...page, where: { search_text: { _like: `%${plate.slice(0, 5).toLowerCase()}%` } } },
        },
        {
          label: 'exact plate',
          user: handlowiec,
          role: 'handlowiec',
          query: NOTICE_LIST,
          op: 'NoticeList',
          variables: { ...page, where: { truck_plate: { _eq: plate } } },
        },
        {
          label: 'free slots',
          user: handlowiec,
          role: 'handlowiec',
          query: NOTICE_SLOTS,
          op: 'NoticeSlots',
          variables: {
            warehouseId: warehouse,
            from: new Date(dayMs - 86_400_000).toISOString(),
            to: new Date(dayMs + 2 * 86_400_000).toISOString(),
          },
        },
        {
          label: 'Dashboard',
          user: handlowiec,
          role: 'handlowiec',
          query: DASHBOARD,
          op: 'Dashboard',
          variables: { ...dashboardPeriods(new Date()), userId: handlowiec.userId },
        },
        {
          label: 'OrganizationGlance',
          user: orgAdmin,
          role: 'org_admin',
          query: ORGANIZATION_GLANCE,
          op: 'OrganizationGlance',
          variables: {},
        },
      ];
      const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        for (const operation of operations) {
          if (only && !operation.label.includes(only)) continue;
          catching = [];
          await graphql(
            app,
            operation.user.token,
            operation.role,
            operation.query,
            operation.op,
            operation.variables as Record<string, unknown>,
          );
          const caught = catching.find((c) => c.text.startsWith('WITH q AS'));
          catching = undefined;
          if (!caught) throw new Error(`${operation.label}: no statement caught`);
          const hasuraUser = JSON.stringify({
            'x-hasura-role': operation.role,
            'x-hasura-user-id': operation.user.userId,
          });
          await client.query('BEGIN');
          await client.query(`SELECT set_config('hasura.user', $1, true)`, [hasuraUser]);
          // EXPLAIN_PLAN_CACHE=force_generic_plan (or force_custom_plan) shows the other plan of the two.
          if (process.env.EXPLAIN_PLAN_CACHE)
            await client.query(`SELECT set_config('plan_cache_mode', $1, true)`, [
              process.env.EXPLAIN_PLAN_CACHE,
            ]);
          await client.query(`PREPARE explained AS ${caught.text}`);
          const args = caught.values
            .map((v) =>
              v === null ? 'NULL' : client.escapeLiteral(typeof v === 'string' ? v : JSON.stringify(v)),
            )
            .join(', ');
          const execute = `EXECUTE explained${args ? `(${args})` : ''}`;
          // Past the five custom plans, as a statement the engine has prepared and run many times.
          for (let i = 0; i < 6; i += 1) await client.query(execute);
          const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${execute}`);
          // The statement's own time, without EXPLAIN's per-node clocks: the median of 20 runs.
          const times: number[] = [];
          for (let i = 0; i < 20; i += 1) {
            const t0 = performance.now();
            await client.query(execute);
            times.push(performance.now() - t0);
          }
          times.sort((a, b) => a - b);
          await client.query('ROLLBACK');
          await client.query('DEALLOCATE explained');
          process.stdout.write(`\n=== ${operation.label}\n`);
          if (process.env.EXPLAIN_SQL === '1')
            process.stdout.write(`${caught.text}\n${JSON.stringify(caught.values)}\n`);
          process.stdout.write(`${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
          process.stdout.write(
            `${operation.label}: EXECUTE median ${percentile(times, 50).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (20 runs, round trip included)\n`,
          );
        }
      } finally {
        await client.end();
      }
    },
    database,
  );
}

runBench(main);
