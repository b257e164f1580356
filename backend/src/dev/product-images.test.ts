import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';
import type { TestEnvironment } from '../../test/support';
import { buildServer } from '../server';
import { createDriver } from '../storage/drivers';
import { FAKE_S3_CREDENTIALS, FAKE_S3_REGION, startFakeS3, type FakeS3 } from '../storage/drivers/fake-s3';
import { signInDemo } from '../storage/testing';
import { DEMO_ORGANIZATION, seedDemo } from './demo';
import { demoPictureFileId, demoPictureProducts } from './product-images-seed';

describe.each(DATABASE_KINDS)('demo product pictures on %s', (kind) => {
  const server = useTestServer(kind);
  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await server.app.rampa.db.query<T>(sql, params)).rows;
  const pictured = () =>
    query<{
      sku: string;
      file_id: string;
      bucket_id: string;
      mime_type: string;
      size: number;
      org_id: string;
    }>(
      `SELECT p.sku, f.id AS file_id, f.bucket_id, f.mime_type, f.size, f.org_id, f.is_uploaded
         FROM public.products p JOIN storage.files f ON f.id = p.image_file_id
        WHERE p.org_id = $1 ORDER BY p.sku`,
      [DEMO_ORGANIZATION.id],
    );
  const reseed = async () => {
    const driver = await createDriver(server.config.storage.driver, server.config.dataDir);
    try {
      await seedDemo(server.app.rampa.db, DEMO_PASSWORD, driver);
    } finally {
      await driver.close();
    }
  };

  it('gives the first active product of each top category an uploaded WebP picture of the organization', async () => {
    const expected = demoPictureProducts();
    expect(expected).toHaveLength(12);
    const rows = await pictured();
    expect(rows.map((row) => row.sku)).toEqual(expected.map((product) => product.sku).sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        file_id: demoPictureFileId(DEMO_ORGANIZATION.id, row.sku),
        bucket_id: 'product-images',
        mime_type: 'image/webp',
        org_id: DEMO_ORGANIZATION.id,
        is_uploaded: true,
      });
      expect(row.size).toBeGreaterThan(500);
      expect(row.size).toBeLessThan(30_000);
    }
    const uploader = await query<{ email: string }>(
      `SELECT DISTINCT u.email::text FROM storage.files f JOIN auth.users u ON u.id = f.uploaded_by_user_id
        WHERE f.id = ANY($1::uuid[])`,
      [rows.map((row) => row.file_id)],
    );
    expect(uploader).toEqual([{ email: 'admin@demo.rampa.pl' }]);
  });

  it('lets a handlowiec of the organization download each picture and its thumbnail', async () => {
    const headers = await signInDemo(server.app, 'handlowiec');
    for (const { file_id: id, size } of await pictured()) {
      const full = await server.app.inject({ url: `/v1/storage/files/${id}`, headers });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.rawPayload.length).toBe(size);
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 400,
      });
      const thumb = await server.app.inject({ url: `/v1/storage/files/${id}?w=64`, headers });
      expect(thumb.statusCode).toBe(200);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
    }
  });

  it('adds nothing on a later run, and leaves a picture a user removed removed', async () => {
    const before = await pictured();
    const files = async () =>
      (
        await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM storage.files WHERE bucket_id = 'product-images'`,
        )
      )[0]!.n;
    const count = await files();
    await reseed();
    expect(await pictured()).toEqual(before);
    expect(await files()).toBe(count);

    const removed = before[0]!;
    const admin = await signInDemo(server.app, 'org_admin');
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/v1/storage/files/${removed.file_id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    await reseed();
    expect((await pictured()).map((row) => row.sku)).toEqual(before.slice(1).map((row) => row.sku));
    expect(await files()).toBe(count - 1);
  });
});

describe('demo product pictures on S3', () => {
  let s3: FakeS3;
  let environment: TestEnvironment;
  let app: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    s3 = await startFakeS3('rampa');
    environment = await createTestEnvironment('pglite', {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'rampa',
      S3_REGION: FAKE_S3_REGION,
      S3_ACCESS_KEY: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
      S3_ROOT_FOLDER: 'pliki',
    });
    app = await buildServer(environment.config);
  });
  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
    await s3?.close();
  });

  it('stores the pictures in the bucket, served from there', async () => {
    const products = demoPictureProducts();
    const ids = products.map((product) => demoPictureFileId(DEMO_ORGANIZATION.id, product.sku));
    for (const id of ids) {
      expect(s3.objects.get(`pliki/${id}`)?.contentType).toBe('image/webp');
    }
    const headers = await signInDemo(app, 'magazynier');
    const response = await app.inject({ url: `/v1/storage/files/${ids[0]}?w=64`, headers });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 64 });
  });
});
