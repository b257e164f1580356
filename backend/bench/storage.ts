/**
 * `npm run bench:storage`: the storage API over real HTTP on 127.0.0.1, embedded database, local disk driver;
 * the client runs in the same process. Upload and download throughput of a 50 MB file (median of 3, after a
 * warm-up), and the latency of a 2000×2000 JPEG resized to 300 px wide, first (decoded and encoded) and then from
 * the transform cache. Figures are from this one run.
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { buildServer } from '../src/server';

const FILE_BYTES = 50_000_000; // the default bucket's limit
const MB = 1_000_000;

const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-storage-'));
const app = await buildServer(
  loadConfig({ RAMPA_DATA_DIR: dataDir, RAMPA_DEMO_SEED: 'false', LOG_LEVEL: 'error', HOST: '127.0.0.1' }),
);
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/storage`;
  const admin = { 'x-hasura-admin-secret': app.rampa.secrets.adminSecret };

  const upload = async (path: string, name: string): Promise<string> => {
    const form = new FormData();
    form.append('file[]', await openAsBlob(path), name);
    const response = await fetch(`${base}/files`, { method: 'POST', headers: admin, body: form });
    if (response.status !== 201)
      throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { processedFiles: { id: string }[] }).processedFiles[0]!.id;
  };
  /** Reads a whole answer as a stream; resolves with the byte count. */
  const download = async (url: string): Promise<number> => {
    const response = await fetch(url, { headers: admin });
    if (response.status !== 200) throw new Error(`download failed: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
    return bytes;
  };
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const start = process.hrtime.bigint();
    const result = await work();
    return [result, Number(process.hrtime.bigint() - start) / 1e6];
  };

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  // Warm-up: the first request loads the GraphQL metadata and compiles the permission queries.
  const small = join(dataDir, 'small.bin');
  await writeFile(small, randomBytes(1000));
  await download(`${base}/files/${await upload(small, 'small.bin')}`);

  const bigFile = join(dataDir, 'big.bin');
  await writeFile(bigFile, randomBytes(FILE_BYTES));
  const uploads: number[] = [];
  const downloads: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const [bigId, uploadTime] = await timed(() => upload(bigFile, 'big.bin'));
    const [downloaded, downloadTime] = await timed(() => download(`${base}/files/${bigId}`));
    if (downloaded !== FILE_BYTES) throw new Error(`downloaded ${downloaded} bytes of ${FILE_BYTES}`);
    uploads.push(uploadTime);
    downloads.push(downloadTime);
  }
  const uploadMs = median(uploads);
  const downloadMs = median(downloads);

  // A photo-like JPEG: noise, so the encoder has real work to do.
  const photo = join(dataDir, 'photo.jpg');
  const side = 2000;
  await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 85 })
    .toFile(photo);
  const photoId = await upload(photo, 'photo.jpg');
  const thumbnail = `${base}/files/${photoId}?w=300`;
  const [, firstMs] = await timed(() => download(thumbnail));
  const cached: number[] = [];
  for (let i = 0; i < 21; i += 1) cached.push((await timed(() => download(thumbnail)))[1]);
  cached.sort((a, b) => a - b);

  const rate = (ms: number) => `${(FILE_BYTES / MB / (ms / 1000)).toFixed(1)} MB/s`;
  console.log(`storage bench (local disk, embedded database, HTTP on 127.0.0.1)`);
  console.log(`  upload   50 MB: ${uploadMs.toFixed(0)} ms  ${rate(uploadMs)}  (median of 3)`);
  console.log(`  download 50 MB: ${downloadMs.toFixed(0)} ms  ${rate(downloadMs)}  (median of 3)`);
  console.log(`  2000×2000 JPEG → w=300, first call: ${firstMs.toFixed(1)} ms`);
  console.log(
    `  same transform, cached: median ${cached[10]!.toFixed(1)} ms (min ${cached[0]!.toFixed(1)}, max ${cached[20]!.toFixed(1)}, 21 calls)`,
  );
  console.log(`  first / cached: ${(firstMs / cached[10]!).toFixed(0)}×`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
