import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../test/support';
import { beginWith } from './postgres';
import type { Database } from './types';

// Values a session variable could carry: quotes, backslashes, an attempted escape from the literal, Unicode.
const HOSTILE = [
  `{"x-hasura-user-id":"o'brien"}`,
  String.raw`back\slash \' \\'); DROP TABLE public.t; --`,
  `'); SELECT set_config('hasura.user', 'admin', true); --`,
  'zażółć gęślą jaźń 🚚',
  '',
];

/** Issue 19: a mutation's transaction gets its `hasura.user` as it begins (one round trip on PostgreSQL). */
describe.each(DATABASE_KINDS)('transaction settings on %s', (kind) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
  });
  afterAll(() => cleanup());
  afterEach(() => vi.restoreAllMocks());

  it.each(HOSTILE)('holds %j exactly, for the transaction only', async (value) => {
    const seen = await db.transaction(
      async (tx) =>
        (
          await tx.query<{ user: string; other: string | null }>(
            "SELECT current_setting('hasura.user', true) AS user, current_setting('rampa.other', true) AS other",
          )
        ).rows[0],
      { settings: { 'hasura.user': value, 'rampa.other': 'second' } },
    );
    expect(seen).toEqual({ user: value, other: 'second' });
    const after = await db.query<{ user: string | null }>(
      "SELECT current_setting('hasura.user', true) AS user",
    );
    expect(after.rows[0]!.user ?? '').toBe('');
  });

  it('refuses a setting name that is not <prefix>.<name>, running nothing', async () => {
    let ran = false;
    await expect(
      db.transaction(
        async () => {
          ran = true;
        },
        { settings: { "hasura.user', 'x', true); --": 'v' } },
      ),
    ).rejects.toThrow(/not a setting name/);
    expect(ran).toBe(false);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it.runIf(kind === 'postgres')('sends BEGIN and the settings in one query', async () => {
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    await db.transaction(async (tx) => void (await tx.query('SELECT 1')), {
      settings: { 'hasura.user': '{"x-hasura-role":"user"}' },
    });
    const texts = sent.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : (query as { text: string }).text,
    );
    expect(texts).toEqual([
      `BEGIN; SELECT set_config('hasura.user', '{"x-hasura-role":"user"}', true)`,
      'SELECT 1',
      'COMMIT',
    ]);
  });
});

describe('beginWith', () => {
  const client = new pg.Client();
  it('escapes values with the driver and leaves a bare BEGIN without settings', () => {
    expect(beginWith(client, undefined)).toBe('BEGIN');
    expect(beginWith(client, { 'hasura.user': `a'b\\c` })).toBe(
      `BEGIN; SELECT set_config('hasura.user',  E'a''b\\\\c', true)`,
    );
  });
});
