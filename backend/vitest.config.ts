import { defineProject } from 'vitest/config';

// Backend tests run on the embedded database, and also on PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'backend',
    // Files share a worker's module graph instead of importing the backend anew each (82 files): every file
    // builds its own servers and databases (test/support.ts); Vitest resets module mocks between files.
    isolate: false,
    environment: 'node',
    // functions/ has no project of its own: its tests run here, on the same Node.
    include: ['src/**/*.test.ts', '../functions/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
