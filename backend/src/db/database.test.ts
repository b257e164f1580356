import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate, DATABASE_KINDS, openTestDatabase } from '../../test/support';
import { openPglite } from './pglite';
import { withoutStatementTimeout, type Database } from './types';

describe.each(DATABASE_KINDS)('Database on %s', (kind) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
    await db.exec(
      'CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL); INSERT INTO counter VALUES (1, 0);',
    );
  });
  afterAll(() => cleanup());

  it('reports its kind', () => {
    expect(db.kind).toBe(kind);
  });

  it('binds parameters and returns rows keyed by column, with the same JS values on both backends', async () => {
    const { rows, rowCount } = await db.query<Record<string, unknown>>(
      `SELECT $1::text AS text, $2::int AS int, 9007199254740993::int8 AS big, '{"a":[1]}'::jsonb AS json,
        ARRAY['x','y'] AS list, '2026-01-02T03:04:05Z'::timestamptz AS at, 1.50::numeric AS amount`,
      ["O'Reilly; DROP TABLE counter", 42],
    );
    expect(rowCount).toBe(1);
    expect(rows).toEqual([
      {
        text: "O'Reilly; DROP TABLE counter",
        int: 42,
        big: '9007199254740993',
        json: { a: [1] },
        list: ['x', 'y'],
        at: new Date('2026-01-02T03:04:05Z'),
        amount: '1.50',
      },
    ]);
  });

  it('counts the rows a statement changed', async () => {
    const result = await db.query('UPDATE counter SET value = value WHERE id = $1', [1]);
    expect(result).toEqual({ rows: [], rowCount: 1 });
  });

  it('runs a parameterless script of several statements, answering with the last', async () => {
    const { rows } = await db.query<{ n: number }>('SELECT 1 AS n; SELECT 2 AS n');
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction that resolves', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO counter VALUES ($1, $2)', [2, 10]);
      return 'done';
    });
    expect(result).toBe('done');
    expect((await db.query('SELECT value FROM counter WHERE id = 2')).rows).toEqual([{ value: 10 }]);
  });

  it('rolls back a transaction that throws, and stays usable', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO counter VALUES ($1, $2)', [3, 30]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO counter VALUES ($1, $2)', [3, 30]);
        await tx.query('INSERT INTO counter VALUES ($1, $2)', [3, 31]);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await db.query('SELECT count(*)::int AS n FROM counter WHERE id = 3')).rows).toEqual([{ n: 0 }]);
  });

  it('keeps concurrent read-modify-write transactions from losing updates', async () => {
    const increment = () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ value: number }>(
          'SELECT value FROM counter WHERE id = 1 FOR UPDATE',
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.query('UPDATE counter SET value = $1 WHERE id = 1', [rows[0]!.value + 1]);
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    expect((await db.query('SELECT value FROM counter WHERE id = 1')).rows).toEqual([{ value: 10 }]);
  });

  it('reports SQL errors to the caller', async () => {
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(db.exec('SELECT 1; SELECT nope;')).rejects.toThrow(/nope/);
  });

  it.runIf(kind === 'postgres')(
    'compiles no statement just in time (jit off on every connection)',
    async () => {
      const settings = await Promise.all(
        Array.from({ length: 3 }, () =>
          db.transaction(async (tx) => (await tx.query<{ jit: string }>('SHOW jit')).rows[0]!.jit),
        ),
      );
      expect(settings).toEqual(['off', 'off', 'off']);
    },
  );
});

describe('PGlite', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rampa-pglite-'));
    await Promise.all(
      ['serial', 'durable', 'locked', 'bounded'].map((name) => copyPgliteTemplate(join(dir, name))),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serializes plain queries behind a running transaction', async () => {
    const db = await openPglite(join(dir, 'serial'));
    try {
      await db.exec('CREATE TABLE log (n int)');
      const order: string[] = [];
      const tx = db.transaction(async (t) => {
        await t.query('INSERT INTO log VALUES (1)');
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('transaction');
        await t.query('INSERT INTO log VALUES (2)');
      });
      const read = db.query<{ n: number }>('SELECT count(*)::int AS n FROM log').then((result) => {
        order.push('query');
        return result.rows[0]!.n;
      });
      await tx;
      expect(await read).toBe(2);
      expect(order).toEqual(['transaction', 'query']);
    } finally {
      await db.close();
    }
  });

  it('keeps its data across a close and reopen', async () => {
    const first = await openPglite(join(dir, 'durable'));
    await first.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here');");
    await first.close();
    const second = await openPglite(join(dir, 'durable'));
    try {
      expect((await second.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a data folder another process is using, and takes over a stale lock', async () => {
    const folder = join(dir, 'locked');
    const db = await openPglite(folder);
    try {
      expect(await readFile(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
      await expect(openPglite(folder)).rejects.toThrow(
        `The database folder ${folder} is in use by process ${process.pid}`,
      );
    } finally {
      await db.close();
    }
    // A pid that cannot be running.
    await writeFile(`${folder}.lock`, '999999999');
    const reopened = await openPglite(folder);
    await reopened.close();
  });

  it("cancels a statement past its bound, but not through withoutStatementTimeout (the first start's seed)", async () => {
    const db = await openPglite(join(dir, 'bounded'), { statementTimeoutMs: 100 });
    try {
      await expect(db.query('SELECT pg_sleep(0.4)')).rejects.toMatchObject({ code: '57014' });
      const seeding = withoutStatementTimeout(db);
      await expect(seeding.query<{ n: number }>('SELECT pg_sleep(0.4), 1 AS n')).resolves.toMatchObject({
        rows: [{ n: 1 }],
      });
      await expect(
        seeding.transaction(
          async (tx) => (await tx.query<{ n: number }>('SELECT pg_sleep(0.4), 2 AS n')).rows,
        ),
      ).resolves.toMatchObject([{ n: 2 }]);
      // The bound still holds for everyone else.
      await expect(db.query('SELECT pg_sleep(0.4)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await db.close();
    }
  });
});
