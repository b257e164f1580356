import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from './errors';
import { jpeg, pixelBomb } from './testing';
import { createTransformer, imageOptions, variantEtag } from './transform';

let dir: string;
let photo: string;
let bomb: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rampa-transform-'));
  photo = join(dir, 'photo.jpg');
  bomb = join(dir, 'bomb.png');
  await writeFile(photo, await jpeg(400, 200));
  await writeFile(bomb, pixelBomb());
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const options = (query: Record<string, string>, accept?: string) =>
  imageOptions(query, 'image/jpeg', accept)!;

describe('imageOptions', () => {
  it('reads w, h, q, b and f', () => {
    expect(imageOptions({}, 'image/jpeg', undefined)).toBeUndefined();
    expect(imageOptions({ w: '0' }, 'text/plain', undefined)).toBeUndefined();
    expect(options({ w: '300', h: '200', q: '80', b: '1.5', f: 'webp' })).toEqual({
      width: 300,
      height: 200,
      quality: 80,
      blur: 1.5,
      format: 'webp',
      formatChanged: true,
      negotiated: false,
    });
    expect(options({ f: 'same' })).toMatchObject({ format: 'jpeg', formatChanged: false });
    expect(options({ f: 'auto' }, 'image/webp,image/png')).toMatchObject({
      format: 'webp',
      negotiated: true,
    });
    expect(options({ f: 'auto' }, 'text/html')).toMatchObject({ format: 'jpeg', negotiated: true });
  });

  it('answers 400 for bad values and for types it cannot transform', () => {
    const bad: Record<string, string>[] = [
      { w: 'x' },
      { h: '-3' },
      { q: '101' },
      { b: '1e3' },
      { f: 'tiff' },
      { w: '8193' },
    ];
    for (const query of bad) {
      expect(() => options(query), JSON.stringify(query)).toThrow(StorageError);
    }
    expect(() => imageOptions({ w: '10' }, 'application/pdf', undefined)).toThrow(
      "image manipulation features are not supported for 'application/pdf'",
    );
  });

  it('gives each variant its own ETag', () => {
    const etag = '"d41d8cd98f00b204e9800998ecf8427e"';
    expect(variantEtag(etag, options({ w: '10' }))).toMatch(
      /^"d41d8cd98f00b204e9800998ecf8427e-[0-9a-f]{12}"$/,
    );
    expect(variantEtag(etag, options({ w: '10' }))).not.toBe(variantEtag(etag, options({ w: '11' })));
  });
});

describe('the transformer', () => {
  const source = (path: string, opened: string[]) => async () => {
    opened.push(path);
    return { path, release: async () => {} };
  };

  it('resizes without enlarging and encodes the asked format', async () => {
    const transformer = createTransformer({ maxPixels: 1e7, concurrency: 2, cacheBytes: 1e7 });
    const small = await transformer.run('f', 'e', options({ w: '100', f: 'png' }), source(photo, []));
    expect(await sharp(small).metadata()).toMatchObject({ format: 'png', width: 100, height: 50 });
    const huge = await transformer.run('f', 'e', options({ w: '4000' }), source(photo, []));
    expect(await sharp(huge).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it('refuses a pixel bomb from its header', async () => {
    const transformer = createTransformer({ maxPixels: 1e7, concurrency: 1, cacheBytes: 0 });
    await expect(transformer.run('b', 'e', options({ w: '10' }), source(bomb, []))).rejects.toThrow(
      'image is too large to transform',
    );
  });

  it('runs at most `concurrency` transforms at once, shares one for the same key, and caches', async () => {
    const transformer = createTransformer({ maxPixels: 1e7, concurrency: 2, cacheBytes: 1e7 });
    let running = 0;
    let most = 0;
    const opened: string[] = [];
    const slow = (path: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      opened.push(path);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      return { path, release: async () => {} };
    };
    const widths = ['10', '20', '30', '40', '50', '10', '10'];
    await Promise.all(widths.map((w) => transformer.run('id', 'e1', options({ w }), slow(photo))));
    expect(most).toBe(2);
    expect(opened).toHaveLength(5);
    await transformer.run('id', 'e1', options({ w: '20' }), slow(photo));
    expect(opened).toHaveLength(5);
    // Another version of the file is another key; forgetting the file empties its entries.
    await transformer.run('id', 'e2', options({ w: '20' }), slow(photo));
    expect(opened).toHaveLength(6);
    transformer.forget('id');
    await transformer.run('id', 'e1', options({ w: '20' }), slow(photo));
    expect(opened).toHaveLength(7);
  });

  it('refuses a result with more pixels than maxOutputPixels before any work', async () => {
    const transformer = createTransformer({
      maxPixels: 1e7,
      concurrency: 1,
      cacheBytes: 0,
      maxOutputPixels: 5000,
    });
    await expect(transformer.run('o', 'e', options({ f: 'avif' }), source(photo, []))).rejects.toThrow(
      'the transformed image would be too large',
    );
    const small = await transformer.run('o', 'e', options({ w: '80' }), source(photo, []));
    expect(await sharp(small).metadata()).toMatchObject({ width: 80, height: 40 });
  });

  it('queues one caller’s transforms behind each other and refuses past perCaller', async () => {
    const transformer = createTransformer({ maxPixels: 1e7, concurrency: 4, cacheBytes: 0, perCaller: 2 });
    let running = 0;
    let most = 0;
    const slow = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      return { path: photo, release: async () => {} };
    };
    const mine = ['11', '12'].map((w) => transformer.run('q', 'e', options({ w }), slow, 'user:a'));
    await expect(transformer.run('q', 'e', options({ w: '13' }), slow, 'user:a')).rejects.toMatchObject({
      status: 429,
    });
    // Another caller is not held up by the first one's queue.
    const theirs = transformer.run('q', 'e', options({ w: '14' }), slow, 'user:b');
    await Promise.all([...mine, theirs]);
    expect(most).toBe(2);
    await transformer.run('q', 'e', options({ w: '15' }), slow, 'user:a');
  });

  it('keeps the cache within its byte budget', async () => {
    const first = await createTransformer({ maxPixels: 1e7, concurrency: 1, cacheBytes: 0 }).run(
      'x',
      'e',
      options({ w: '50' }),
      source(photo, []),
    );
    const transformer = createTransformer({ maxPixels: 1e7, concurrency: 1, cacheBytes: first.length * 4 });
    const opened: string[] = [];
    const run = (w: string) => transformer.run('id', 'e', options({ w }), source(photo, opened));
    await run('50');
    await run('51');
    await run('52');
    await run('53');
    await run('54');
    await run('50');
    expect(opened.length).toBeGreaterThan(5);
    await run('54');
    expect(opened.length).toBeLessThan(8);
  });
});
