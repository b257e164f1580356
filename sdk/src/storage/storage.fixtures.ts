import type { FileMetadata } from '@nhost/nhost-js/storage';
import { FIXTURE_USER_ID } from '../testing/auth.fixtures';

export const FIXTURE_FILE_ID = '6a1f3c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

/** hasura-storage's FileMetadata for tests and stories; fixed values, so snapshots do not change. */
export function createTestFileMetadata(overrides: Partial<FileMetadata> = {}): FileMetadata {
  return {
    id: FIXTURE_FILE_ID,
    name: 'awatar.jpg',
    size: 2048,
    bucketId: 'avatars',
    etag: '"0f343b0931126a20f133d67c2b018a3b"',
    createdAt: '2026-11-20T09:30:00.000000+00:00',
    updatedAt: '2026-11-20T09:30:00.000000+00:00',
    isUploaded: true,
    mimeType: 'image/jpeg',
    uploadedByUserId: FIXTURE_USER_ID,
    ...overrides,
  };
}
