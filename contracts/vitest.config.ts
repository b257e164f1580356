import { defineProject } from 'vitest/config';
import { consumerFirst } from './support/consumerFirst.ts';

export default defineProject({
  plugins: [consumerFirst()],
  test: {
    name: 'contracts',
    // The second round (vitest.config.ts), beside the Storybook projects.
    sequence: { groupOrder: 1 },
    root: import.meta.dirname,
    environment: 'node',
    include: [
      'consumer/**/*.pact.test.ts',
      'provider/**/*.verify.test.ts',
      'support/**/*.test.ts',
      'coverage.test.ts',
    ],
    globalSetup: ['support/globalSetup.ts'],
    // Consumer files write the pact files that provider files read: one file at a time, consumers first.
    fileParallelism: false,
    // Pact's native core reports usage over the network unless told not to; tests stay offline.
    env: { PACT_DO_NOT_TRACK: 'true' },
    testTimeout: 60_000,
    // beforeAll starts a backend: creating its embedded database takes seconds, more on a busy machine.
    hookTimeout: 120_000,
  },
});
