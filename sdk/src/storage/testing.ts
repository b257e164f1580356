export { createTestFileMetadata, FIXTURE_FILE_ID } from './storage.fixtures';
export {
  createStorageHandlers,
  STORAGE_ERROR_BODIES,
  type StorageErrorBody,
  type StorageHandlerOptions,
  type StorageHandlers,
  type StoredTestFile,
} from './storage.handlers';
