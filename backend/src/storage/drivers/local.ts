import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertObjectId, ObjectNotFoundError, type StorageDriver } from './driver';

/**
 * Files in a folder: `<dir>/objects/<first two hex digits of the id>/<id>`. Uploads are spooled in `<dir>/.spool`
 * and renamed into place, so a reader sees the old content or the new one, never a part.
 */
export async function createLocalDriver(dir: string): Promise<StorageDriver> {
  const spoolDir = join(dir, '.spool');
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const pathOf = (id: string) => join(dir, 'objects', assertObjectId(id).slice(0, 2), id);

  const openExisting = async (id: string) => {
    try {
      return await open(pathOf(id), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(id);
      throw error;
    }
  };

  return {
    kind: 'local',
    spoolDir,
    async put(id, file) {
      const target = pathOf(id);
      await mkdir(join(target, '..'), { recursive: true, mode: 0o700 });
      await rename(file.path, target);
    },
    async get(id, range): Promise<Readable> {
      const handle = await openExisting(id);
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async size(id) {
      try {
        return (await stat(pathOf(id))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(id);
        throw error;
      }
    },
    async open(id) {
      await (await openExisting(id)).close();
      return { path: pathOf(id), release: async () => {} };
    },
    async delete(id) {
      await rm(pathOf(id), { force: true });
    },
    close: async () => {},
  };
}
