import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../test/support';
import type { Database } from './types';

/** Issue 16: statements sent often are prepared once per PostgreSQL connection; PGlite answers them the same. */
describe.each(DATABASE_KINDS)('prepared statements on %s', (kind) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
  });
  afterAll(() => cleanup());

  const SQL = 'SELECT $1::int + 1 AS next';

  it('answers a prepared statement like any other, again and again', async () => {
    for (const n of [1, 41]) {
      expect((await db.query(SQL, [n], { prepare: true })).rows).toEqual([{ next: n + 1 }]);
    }
  });

  it.runIf(kind === 'postgres')('keeps it prepared on the connection', async () => {
    await db.transaction(async (tx) => {
      await tx.query(SQL, [1], { prepare: true });
      await tx.query(SQL, [2], { prepare: true });
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
        [SQL],
      );
      expect(rows[0]!.n).toBe(1);
      await tx.query('SELECT $1::int AS unprepared', [1]);
      const all = await tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%unprepared%'",
      );
      expect(all.rows[0]!.n).toBe(0);
    });
  });
});
