import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { YamlCache } from './yaml-cache';

describe('YamlCache', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rampa-yaml-cache-'));
    file = join(dir, 'cache', 'documents.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const stored = async () =>
    Object.values(
      (JSON.parse(await readFile(file, 'utf8')) as { documents: Record<string, unknown> }).documents,
    );

  it('keeps the documents a load parsed, and gives them to the next load of the same texts', async () => {
    const first = new YamlCache(file);
    expect(first.parse('a: 1\nb: [x, y]\n')).toEqual({ a: 1, b: ['x', 'y'] });
    first.save();
    expect(await stored()).toEqual([{ a: 1, b: ['x', 'y'] }]);

    // The next process reads the document back: the stored one, not a parse of the text.
    await writeFile(file, (await readFile(file, 'utf8')).replace('"a":1', '"a":"from the cache"'));
    const next = new YamlCache(file);
    const document = next.parse('a: 1\nb: [x, y]\n') as { a: unknown; b: string[] };
    expect(document.a).toBe('from the cache');
    // Each caller gets its own copy.
    document.b.push('z');
    expect(next.parse('a: 1\nb: [x, y]\n')).toEqual({ a: 'from the cache', b: ['x', 'y'] });
  });

  it('parses an edited text again and keeps only what the last load used', async () => {
    const first = new YamlCache(file);
    first.parse('a: 1');
    first.parse('gone: true');
    first.save();
    const next = new YamlCache(file);
    expect(next.parse('a: 2')).toEqual({ a: 2 });
    expect(next.parse('a: 1')).toEqual({ a: 1 });
    next.save();
    expect(await stored()).toEqual(expect.arrayContaining([{ a: 2 }, { a: 1 }]));
    expect(await stored()).toHaveLength(2);
  });

  it('tells variants apart, so other parse options never get a document parsed with others', () => {
    const cache = new YamlCache(file);
    const tags = [{ tag: '!include', resolve: (value: string) => `included ${value}` }];
    expect(cache.parse('a: !include b.yaml', 'include', { customTags: tags })).toEqual({
      a: 'included b.yaml',
    });
    expect(
      cache.parse('a: !include b.yaml', 'other', {
        customTags: tags.map((t) => ({ ...t, resolve: () => 'x' })),
      }),
    ).toEqual({ a: 'x' });
  });

  it('does not keep what JSON would change, and parses past a damaged file', async () => {
    const cache = new YamlCache(file);
    expect(cache.parse('n: .inf')).toEqual({ n: Infinity });
    cache.parse('ok: 1');
    cache.save();
    expect(await stored()).toEqual([{ ok: 1 }]);

    await writeFile(file, '{ not json');
    const next = new YamlCache(file);
    expect(next.parse('ok: 1')).toEqual({ ok: 1 });
    next.save();
    expect(await stored()).toEqual([{ ok: 1 }]);
  });

  it('is plain parsing without a file', () => {
    const cache = new YamlCache();
    expect(cache.parse('- 1\n- 2')).toEqual([1, 2]);
    cache.save();
  });
});
