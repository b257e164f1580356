import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('the storage settings', () => {
  it('default to a folder in the data folder and safe transform limits', () => {
    expect(loadConfig({}).storage).toEqual({
      driver: { kind: 'local', dir: join(resolve(repoRoot, '.data'), 'storage') },
      maxImagePixels: 50_000_000,
      transformConcurrency: 2,
      transformCacheBytes: 64 * 1024 * 1024,
      maxTransformOutputPixels: 4096 * 4096,
      transformTimeoutSeconds: 30,
      transformQueuePerUser: 100,
    });
    expect(loadConfig({ RAMPA_DATA_DIR: '/srv/rampa' }).storage.driver).toEqual({
      kind: 'local',
      dir: '/srv/rampa/storage',
    });
  });

  it('use an S3 bucket with hasura-storage’s variables', () => {
    const { storage } = loadConfig({
      S3_ENDPOINT: 'http://minio:9000/',
      S3_BUCKET: 'rampa',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      S3_ROOT_FOLDER: '/pliki/',
      STORAGE_SIGNING_SECRET: 's'.repeat(32),
      STORAGE_MAX_IMAGE_PIXELS: '1000000',
      STORAGE_TRANSFORM_CONCURRENCY: '4',
      STORAGE_TRANSFORM_CACHE_MB: '0',
      STORAGE_TRANSFORM_QUEUE_PER_USER: '4',
    });
    expect(storage).toEqual({
      driver: {
        kind: 's3',
        endpoint: 'http://minio:9000',
        region: 'eu-central-1',
        bucket: 'rampa',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        rootFolder: 'pliki',
        forcePathStyle: true,
      },
      signingSecret: 's'.repeat(32),
      maxImagePixels: 1_000_000,
      transformConcurrency: 4,
      transformCacheBytes: 0,
      maxTransformOutputPixels: 4096 * 4096,
      transformTimeoutSeconds: 30,
      transformQueuePerUser: 4,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }).storage.driver,
    ).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('report bad values without quoting secrets', () => {
    const problems = problemsOf({
      S3_BUCKET: 'rampa',
      S3_SECRET_KEY: 'top-secret',
      S3_ENDPOINT: 'minio:9000',
      STORAGE_SIGNING_SECRET: 'short-secret',
      STORAGE_MAX_IMAGE_PIXELS: '0',
      STORAGE_TRANSFORM_CONCURRENCY: 'many',
    });
    expect(problems).toEqual([
      'S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_BUCKET',
      'S3_ENDPOINT must be an http:// or https:// URL, got "minio:9000"',
      'STORAGE_SIGNING_SECRET must be at least 32 characters long, got 12',
      'STORAGE_MAX_IMAGE_PIXELS must be a number of pixels 1–268402689, got "0"',
      'STORAGE_TRANSFORM_CONCURRENCY must be an integer 1–64, got "many"',
    ]);
    expect(problems.join('\n')).not.toMatch(/top-secret|short-secret/);
  });
});
