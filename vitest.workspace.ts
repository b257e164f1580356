// The one list of test projects. Vitest 4 ignores a file with this name on its own, so
// vitest.config.ts imports it; `npm test` runs every project listed here.
export default [
  'domain/vitest.config.ts',
  'design-system/vitest.config.ts',
  'design-system/vitest.unit.config.ts',
  'design-system/vitest.visual.config.ts',
  'sdk/vitest.config.ts',
  'app/vitest.config.ts',
  'app/vitest.stories.config.ts',
  'backend/vitest.config.ts',
  'contracts/vitest.config.ts',
  'app/vitest.e2e.config.ts',
];
