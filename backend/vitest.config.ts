import { defineProject } from 'vitest/config';

// Backend tests run on the embedded database, and also on PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'backend',
    environment: 'node',
    // functions/ has no project of its own: its tests run here, on the same Node.
    include: ['src/**/*.test.ts', '../functions/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
