import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON bodies below this go out as they are: compressing them costs more time than it saves bytes. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Bodies up to this size are compressed on the main thread: a clients page (~11 KB) takes ~0.17 ms of CPU there,
 * where the asynchronous call spent ~0.25 ms in all (its stream machinery on the main thread, then a hand-off to
 * the thread pool and back, which on a busy machine waited for a core each way). Larger ones go to the pool, so
 * that no answer holds the event loop for long.
 */
const SYNC_COMPRESSION_MAX_BYTES = 16 * 1024;

const COMPRESSIBLE_TYPE = /^application\/(?:[\w.+-]+\+)?json\b|^application\/graphql-response\+json\b/i;

/** `br` or `gzip` by the client's `Accept-Encoding` (its q-values; brotli first on a tie), or none. */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    quality.set(name, q ? Number(q[1]) : 1);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

function addVary(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON answers of the API (auth, GraphQL, storage metadata) above a threshold by the request's
 * Accept-Encoding: brotli at a fast quality, else gzip. Streams (the app's files, which are precompressed at
 * build, and storage downloads) and bodies already encoded are left alone.
 */
export function registerCompression(app: FastifyInstance, threshold = COMPRESSION_THRESHOLD_BYTES) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    addVary(reply);
    const size = Buffer.byteLength(payload);
    if (size < threshold) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const sync = size <= SYNC_COMPRESSION_MAX_BYTES;
    let body: Buffer;
    if (encoding === 'br') {
      const options = {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      };
      body = sync ? brotliCompressSync(payload, options) : await brotli(payload, options);
    } else {
      body = sync ? gzipSync(payload, { level: 6 }) : await gzipAsync(payload, { level: 6 });
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
