import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spool, SpoolLimitError } from './spool';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rampa-spool-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A source that yields `chunks` chunks of 64 KiB and counts how many were pulled. */
function source(chunks: number) {
  let pulled = 0;
  const stream = new Readable({
    read() {
      pulled += 1;
      this.push(pulled <= chunks ? Buffer.alloc(65_536, pulled) : null);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('spool', () => {
  it('writes the stream to a file with its size and digests', async () => {
    const result = await spool(Readable.from([Buffer.from('ab'), Buffer.from('c')]), dir, 3);
    expect(await readFile(result.path, 'utf8')).toBe('abc');
    expect(result).toMatchObject({ size: 3, head: Buffer.from('abc') });
    expect(result.md5.toString('hex')).toBe('900150983cd24fb0d6963f7d28e17f72');
    await rm(result.path);
  });

  it('stops reading at the limit and removes the partial file', async () => {
    const big = source(1000);
    await expect(spool(big.stream, dir, 200_000)).rejects.toBeInstanceOf(SpoolLimitError);
    // 64 MB were on offer; it stopped after the few chunks past 200 kB (plus stream buffering).
    expect(big.pulled()).toBeLessThan(20);
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes the partial file when the source fails (a client gone mid-upload)', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('aborted'));
      },
    });
    await expect(spool(failing, dir, 10_000)).rejects.toThrow('aborted');
    expect(await readdir(dir)).toEqual([]);
  });
});
