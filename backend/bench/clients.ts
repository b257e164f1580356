// `npm run bench:clients`: the Klienci list through /v1/graphql with 100,000 clients on PostgreSQL, as the demo
// handlowiec signed in with a real access token: p50/p99 of the default list page (sorted by name, 25 rows and
// the total) and of a search. Requests go through Fastify's `inject` (the whole server, no sockets).
import { performance } from 'node:perf_hooks';
import { DEMO_CLIENT_COUNT, seedManyClients } from '../src/dev/clients-seed';
import { DEMO_ORGANIZATION } from '../src/dev/demo';
import { figuresLine, graphql, measure, runBench, signIn, withBenchServer } from './support';

const TOTAL = Number(process.env.BENCH_CLIENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

// The sdk's ClientList operation (sdk/src/clients/clients.documents.ts), as the sdk prints it.
const CLIENT_LIST = `query ClientList($where: clients_bool_exp!, $orderBy: [clients_order_by!]!, $limit: Int!, $offset: Int!) {
  clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) { ...ClientListItem }
  clients_aggregate(where: $where) { aggregate { count } }
}
fragment ClientListItem on clients {
  id code kind name nip email phone city voivodeship status tags created_at updated_at owner { id display_name }
}`;

async function main() {
  await withBenchServer('clients', async ({ app, db }) => {
    const started = performance.now();
    await seedManyClients(db, DEMO_ORGANIZATION.id, TOTAL - DEMO_CLIENT_COUNT, (done) =>
      process.stdout.write(`\rseeding ${DEMO_CLIENT_COUNT + done} / ${TOTAL}`),
    );
    await db.query('ANALYZE');
    process.stdout.write(`\nseeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const { token } = await signIn(app, 'handlowiec@demo.rampa.pl');
    const list = async (variables: Record<string, unknown>) =>
      (
        await graphql<{ clients_aggregate: { aggregate: { count: number } } }>(
          app,
          token,
          'handlowiec',
          CLIENT_LIST,
          'ClientList',
          variables,
        )
      ).clients_aggregate.aggregate.count;
    const page = { where: {}, orderBy: [{ name: 'asc' }, { id: 'asc' }], limit: 25, offset: 0 };
    const searchTerm = '%trans%';
    const search = {
      ...page,
      where: {
        _or: [
          { name: { _ilike: searchTerm } },
          { code: { _ilike: searchTerm } },
          { city: { _ilike: searchTerm } },
          { nip: { _ilike: searchTerm } },
        ],
      },
    };
    const total = await list(page);
    const found = await list(search);
    const results = [
      await measure(`default page (25 of ${total}, by name)`, RUNS, async () => void (await list(page))),
      await measure(`search "trans" (25 of ${found})`, RUNS, async () => void (await list(search))),
      await measure(`page 200 (offset 4975)`, RUNS, async () => void (await list({ ...page, offset: 4975 }))),
    ];
    process.stdout.write(
      `\nKlienci list through /v1/graphql, PostgreSQL, ${total} clients, ${RUNS} runs each\n`,
    );
    for (const r of results) process.stdout.write(figuresLine(r, 42));
  });
}

runBench(main);
