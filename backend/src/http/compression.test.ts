import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding, registerCompression } from './compression';

const rows = (count: number) => ({
  rows: Array.from({ length: count }, (_, i) => ({ id: i, name: `Klient ${i}`, city: 'Łódź' })),
});
// Compressed on the main thread (~8 KB), and on the thread pool (~45 KB).
const big = rows(200);
const huge = rows(1000);

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed API responses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/big', async () => big);
    app.get('/huge', async () => huge);
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses JSON above the threshold with brotli or gzip, varying on Accept-Encoding', async () => {
    const json = JSON.stringify(big);
    expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(json.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);

    expect(JSON.stringify(huge).length).toBeGreaterThan(16 * 1024);
    const hugeBr = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'br' } });
    expect(hugeBr.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(hugeBr.rawPayload).toString())).toEqual(huge);
    const hugeGz = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'gzip' } });
    expect(hugeGz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(hugeGz.rawPayload).toString())).toEqual(huge);
  });

  it('sends small bodies, other types and clients without compression as they are', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect(small.headers.vary).toBe('Accept-Encoding');
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });
});
