import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectNotFoundError, type SpooledFile, type StorageDriver } from './driver';
import { FAKE_S3_CREDENTIALS, FAKE_S3_REGION, startFakeS3, type FakeS3 } from './fake-s3';
import { clearStaleSpool } from './index';
import { createLocalDriver } from './local';
import { createS3Driver, S3Error } from './s3';

let dir: string;
let s3: FakeS3;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rampa-drivers-'));
  s3 = await startFakeS3('rampa-files');
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const s3Config = (rootFolder: string) => ({
  kind: 's3' as const,
  endpoint: s3.endpoint,
  region: FAKE_S3_REGION,
  bucket: 'rampa-files',
  ...FAKE_S3_CREDENTIALS,
  rootFolder,
  forcePathStyle: true,
});

const DRIVERS: [string, () => Promise<StorageDriver>][] = [
  ['local', () => createLocalDriver(join(dir, 'local'))],
  ['s3', () => createS3Driver(s3Config('rampa/pliki'), join(dir, 's3-spool'))],
];

/** A spooled file as the upload path leaves it. */
async function spooled(driver: StorageDriver, content: string): Promise<SpooledFile> {
  const path = join(driver.spoolDir, `${randomUUID()}.upload`);
  await writeFile(path, content);
  return {
    path,
    size: Buffer.byteLength(content),
    md5: createHash('md5').update(content).digest(),
    sha256: createHash('sha256').update(content).digest(),
  };
}

describe.each(DRIVERS)('the %s driver', (_name, create) => {
  let driver: StorageDriver;
  beforeAll(async () => {
    driver = await create();
  });
  afterAll(() => driver.close());

  it('stores, reads, ranges, replaces and deletes content by file id', async () => {
    const id = randomUUID();
    await driver.put(id, await spooled(driver, 'zawartość pliku'), 'text/plain');
    expect(await text(await driver.get(id))).toBe('zawartość pliku');
    expect(await text(await driver.get(id, { start: 3, end: 8 }))).toBe(
      Buffer.from('zawartość pliku').subarray(3, 9).toString(),
    );
    const opened = await driver.open(id);
    expect(await readFile(opened.path, 'utf8')).toBe('zawartość pliku');
    await opened.release();

    await driver.put(id, await spooled(driver, 'nowa'), 'text/plain');
    expect(await text(await driver.get(id))).toBe('nowa');

    await driver.delete(id);
    await expect(driver.get(id)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(driver.open(id)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await driver.delete(id);
  });

  it('never takes a path for an id', async () => {
    for (const id of ['../../etc/passwd', '/etc/passwd', 'a/b', '..', '', `${randomUUID()}/..`]) {
      await expect(driver.get(id), id).rejects.toThrow(/not a file id/);
      await expect(driver.delete(id), id).rejects.toThrow(/not a file id/);
      await expect(driver.put(id, await spooled(driver, 'x'), 'text/plain'), id).rejects.toThrow(
        /not a file id/,
      );
    }
  });
});

describe('the local driver', () => {
  it('renames the spooled file into <dir>/objects/<aa>/<id>', async () => {
    const driver = await createLocalDriver(join(dir, 'layout'));
    const id = randomUUID();
    const file = await spooled(driver, 'abc');
    await driver.put(id, file, 'text/plain');
    expect(existsSync(file.path)).toBe(false);
    expect(await readFile(join(dir, 'layout', 'objects', id.slice(0, 2), id), 'utf8')).toBe('abc');
  });
});

describe('the S3 driver', () => {
  it('signs every request and keys objects under the root folder', async () => {
    const driver = await createS3Driver(s3Config('rampa/pliki'), join(dir, 's3-keys'));
    const id = randomUUID();
    await driver.put(id, await spooled(driver, 'abc'), 'application/pdf');
    expect(s3.objects.get(`rampa/pliki/${id}`)).toEqual({
      body: Buffer.from('abc'),
      contentType: 'application/pdf',
    });
    expect(s3.requests).toContain(`PUT /rampa-files/rampa/pliki/${id}`);
    await driver.close();
  });

  it('reports a refused request as an S3Error with the S3 code', async () => {
    const driver = await createS3Driver({ ...s3Config(''), secretAccessKey: 'wrong' }, join(dir, 's3-wrong'));
    const put = driver.put(randomUUID(), await spooled(driver, 'abc'), 'text/plain');
    await expect(put).rejects.toBeInstanceOf(S3Error);
    await expect(put).rejects.toThrow('S3 PUT failed: 403 SignatureDoesNotMatch');
    s3.failWith(500);
    try {
      await expect(driver.get(randomUUID())).rejects.toThrow('S3 GET failed: 500 InternalError');
    } finally {
      s3.failWith(undefined);
    }
    await driver.close();
  });
});

describe('the spool', () => {
  it('is cleared of leftovers older than an hour when a driver starts', async () => {
    const driver = await createLocalDriver(join(dir, 'stale'));
    await writeFile(join(driver.spoolDir, 'old.upload'), 'x');
    await writeFile(join(driver.spoolDir, 'new.upload'), 'x');
    await clearStaleSpool(driver.spoolDir, Date.now() + 30 * 60 * 1000);
    expect(await readdir(driver.spoolDir)).toHaveLength(2);
    await clearStaleSpool(driver.spoolDir, Date.now() + 2 * 60 * 60 * 1000);
    expect(await readdir(driver.spoolDir)).toEqual([]);
  });
});
