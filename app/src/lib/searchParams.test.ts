import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  boolean,
  code,
  dayText,
  defined,
  listOf,
  matching,
  oneOf,
  positiveWholeNumber,
  type SearchCheck,
  text,
  uuid,
  wholeNumber,
} from './searchParams';

// The routes' search checks were zod schemas; these plain functions must keep what each of them kept and drop what
// each dropped. Every check is compared with the schema it replaced on the same values.

const UUID = '3f2a9c1e-8b7d-4c5e-9f10-123456789abc';
const VALUES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  2,
  -3,
  2.5,
  25,
  1_000_000,
  1_000_001,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  '   ',
  ' Kowal ',
  'x'.repeat(200),
  ` ${'x'.repeat(201)} `,
  '2',
  'abc',
  'asc',
  'desc',
  'day',
  'week',
  ' kl-000001 ',
  '2026-11-23',
  '2026-1-23',
  UUID,
  UUID.toUpperCase(),
  '3f2a9c1e-8b7d-0c5e-9f10-123456789abc',
  '3f2a9c1e-8b7d-4c5e-7f10-123456789abc',
  '00000000-0000-0000-0000-000000000000',
  '------------------------------------',
  [],
  [2],
  ['a', 'b'],
  [' a ', 'b'],
  ['a', ''],
  ['asc', 'desc'],
  ['asc', 'sideways'],
  Array.from({ length: 51 }, (_, i) => `t${i}`),
  { page: 2 },
];

function zodPick<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? result.data : undefined;
}

function expectSame<T>(check: SearchCheck<T>, schema: z.ZodMiniType<T>) {
  for (const value of VALUES) {
    expect(check(value), JSON.stringify(value) ?? String(value)).toEqual(zodPick(schema, value));
  }
}

describe('search value checks', () => {
  it('keep text as zod’s trimmed, length-checked string did', () => {
    expectSame(text(200), z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
  });

  it('keep a value of a list as z.enum and a union of literals did', () => {
    expectSame(oneOf(['asc', 'desc']), z.enum(['asc', 'desc']));
    expectSame(oneOf([10, 25, 50, 100]), z.union([10, 25, 50, 100].map((size) => z.literal(size))));
    expectSame(oneOf([true]), z.literal(true));
  });

  it('keep lists as z.array did, with its length limit', () => {
    expectSame(
      listOf(text(200), 50),
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(50)),
    );
    expectSame(listOf(oneOf(['asc', 'desc'])), z.array(z.enum(['asc', 'desc'])));
  });

  it('keep ids, days and patterns as z.uuid and z.regex did', () => {
    expectSame(uuid, z.uuid());
    expectSame(dayText, z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
    expectSame(matching(/^[0-9a-f-]{36}$/), z.string().check(z.regex(/^[0-9a-f-]{36}$/)));
  });

  it('keep numbers as z.int with bounds and z.coerce.number did', () => {
    expectSame(wholeNumber(1, 1_000_000), z.int().check(z.minimum(1), z.maximum(1_000_000)));
    expectSame(positiveWholeNumber, z.coerce.number().check(z.int(), z.positive()));
  });

  it('keep booleans and client codes as before', () => {
    expectSame(boolean, z.boolean());
    expectSame(
      code,
      z.pipe(
        z.string(),
        z.transform((value) => value.trim().toUpperCase()),
      ),
    );
  });

  it('leave the missing values out of a search', () => {
    expect(defined({ page: 2, all: undefined, q: '' })).toEqual({ page: 2, q: '' });
    expect(Object.keys(defined({ page: undefined }))).toEqual([]);
  });
});
