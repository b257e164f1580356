import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageDriverConfig } from '../../config';
import type { StorageDriver } from './driver';
import { createLocalDriver } from './local';
import { createS3Driver } from './s3';

export { ObjectNotFoundError, type ByteRange, type SpooledFile, type StorageDriver } from './driver';

/** Spool files older than this are leftovers of a process that stopped mid-upload. */
const STALE_SPOOL_MS = 60 * 60 * 1000;

/** The configured driver (an S3 one spools uploads in the data folder), its spool cleared of leftovers. */
export async function createDriver(config: StorageDriverConfig, dataDir: string): Promise<StorageDriver> {
  const driver =
    config.kind === 's3'
      ? await createS3Driver(config, join(dataDir, 'storage-spool'))
      : await createLocalDriver(config.dir);
  await clearStaleSpool(driver.spoolDir);
  return driver;
}

export async function clearStaleSpool(dir: string, now = Date.now()): Promise<void> {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_SPOOL_MS) await rm(path, { force: true });
  }
}
