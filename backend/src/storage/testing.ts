import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../test/support';
import type { DemoAccount } from '../dev/demo';

/** Test helpers for the storage API: demo users' headers, multipart bodies as the SDKs encode them, images. */

export type DemoRole = DemoAccount['role'];

/** `Authorization` headers of the demo users, signed in once per server. */
export async function signInDemo(app: FastifyInstance, role: DemoRole): Promise<Record<string, string>> {
  const email = role === 'org_admin' ? 'admin@demo.rampa.pl' : `${role}@demo.rampa.pl`;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/signin/email-password',
    payload: { email, password: DEMO_PASSWORD },
  });
  const session = response.json<{ session: { accessToken: string; user: { id: string } } }>().session;
  return { authorization: `Bearer ${session.accessToken}` };
}

export const adminHeaders = (app: FastifyInstance, role?: string) => ({
  'x-hasura-admin-secret': app.rampa.secrets.adminSecret,
  ...(role && { 'x-hasura-role': role }),
});

/** A multipart body encoded by undici's FormData, exactly as nhost-js sends it from Node. */
export async function multipart(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://storage.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export interface UploadFile {
  content: Uint8Array | string;
  name?: string;
  /** The part's declared type. */
  type?: string;
  /** `metadata[]` for this file, sent as nhost-js does: a JSON Blob part named "". */
  metadata?: Record<string, unknown>;
}

/** POST /v1/storage/files with nhost-js's part order: bucket-id, metadata[]…, file[]…. */
export async function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  files: UploadFile[],
  bucketId?: string,
): Promise<Awaited<ReturnType<FastifyInstance['inject']>>> {
  const form = new FormData();
  if (bucketId !== undefined) form.append('bucket-id', bucketId);
  for (const file of files) {
    if (file.metadata) {
      form.append('metadata[]', new Blob([JSON.stringify(file.metadata)], { type: 'application/json' }), '');
    }
  }
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
    form.append('file[]', new Blob([bytes], { type: file.type ?? '' }), file.name ?? 'file.bin');
  }
  const body = await multipart(form);
  return app.inject({
    method: 'POST',
    url: '/v1/storage/files',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** A small real JPEG (gradient, so resizing changes it). */
export function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a valid PNG header declaring `side`×`side` pixels with a tiny (truncated) image stream.
 * Decoding it fully would take gigabytes; only the pixel limit, read from the header, keeps it harmless.
 */
export function pixelBomb(side = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // One row of zeros, compressed: the rest of the image is missing.
  const rows = deflateSync(Buffer.alloc(side + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
