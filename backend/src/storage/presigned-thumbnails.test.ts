import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, DEMO_PASSWORD, type TestEnvironment } from '../../test/support';
import { demoPictureProducts } from '../dev/product-images-seed';
import { buildServer } from '../server';
import type { FastifyInstance } from 'fastify';

// The product list's thumbnails, over real HTTP as the browser fetches them (issue 13): the app asks for a
// presigned URL of the seeded picture, adds the transform (w=64&h=64) and puts it in an <img> on the page's own
// origin. Without RAMPA_PUBLIC_URL the server's public URL is only a guess (http://localhost:4000 here), and a
// browser that reached it as http://127.0.0.1:<port> must get a URL on that origin: the app's CSP allows images
// from 'self' (and https:) only, and storage answers Cross-Origin-Resource-Policy: same-origin.
describe('presigned thumbnails of the seeded product pictures', () => {
  let environment: TestEnvironment;
  let app: FastifyInstance;
  let origin: string;
  let authorization: string;
  const pictures = new Map<string, string>();

  beforeAll(async () => {
    // A loaded machine builds the demo seed slowly: a longer statement bound than the server's default.
    environment = await createTestEnvironment('pglite', { RAMPA_STATEMENT_TIMEOUT: '60' });
    app = await buildServer(environment.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${origin}/v1/auth/signin/email-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'handlowiec@demo.rampa.pl', password: DEMO_PASSWORD }),
    });
    authorization = `Bearer ${((await signIn.json()) as { session: { accessToken: string } }).session.accessToken}`;
    const products = await fetch(`${origin}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({
        query: '{ products(where: {image_file_id: {_is_null: false}}) { sku image_file_id } }',
      }),
    });
    const body = (await products.json()) as { data: { products: { sku: string; image_file_id: string }[] } };
    for (const product of body.data.products) pictures.set(product.sku, product.image_file_id);
  });
  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  /** What ProductThumbnail's `src` is: the presigned URL the server gave, with the transform query added. */
  const thumbnailUrl = async (fileId: string) => {
    const response = await fetch(`${origin}/v1/storage/files/${fileId}/presignedurl`, {
      headers: { authorization },
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    return `${url}&w=64&h=64`;
  };

  /** Fetches `url` as an <img> on `origin` does (no credentials), and checks what the browser would decode. */
  const loadImage = async (url: string) => {
    const response = await fetch(url, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    return sharp(Buffer.from(await response.arrayBuffer())).metadata();
  };

  it('seeds a picture for DAC-0001 among the dozen', () => {
    expect(pictures.size).toBe(demoPictureProducts().length);
    expect(pictures.has('DAC-0001')).toBe(true);
  });

  it('gives the browser a URL on the origin it reached, which loads as a 64 × 64 image', async () => {
    expect(environment.config.publicUrl).toBe('http://localhost:4000');
    const url = await thumbnailUrl(pictures.get('DAC-0001')!);
    expect(new URL(url).origin).toBe(origin);
    expect(new URL(url).pathname).toBe(`/v1/storage/files/${pictures.get('DAC-0001')}/presignedurl/contents`);
    expect(await loadImage(url)).toMatchObject({ format: 'webp', width: 64, height: 64 });
  });

  it('answers every thumbnail of a page asked for at once, each a 64 × 64 image', async () => {
    // A page of the list shows them together: browsers send six at a time over HTTP/1.1, all at once over
    // HTTP/2, every one from the same address and none transformed yet (w=64&h=64 was not asked for above
    // for these files).
    const urls = await Promise.all(
      [...pictures.entries()].filter(([sku]) => sku !== 'DAC-0001').map(([, id]) => thumbnailUrl(id)),
    );
    expect(urls.length).toBeGreaterThan(6);
    const images = await Promise.all(urls.map(loadImage));
    for (const image of images) expect(image).toMatchObject({ width: 64, height: 64 });
  });
});
