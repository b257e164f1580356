import { defineProject } from 'vitest/config';

// Pure-logic unit tests of the design system (formatters, plural rules, token contrast). Stories run in the
// `design-system` browser project; the Storybook plugin there replaces `include`, so these need their own.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineProject({
  test: {
    name: 'design-system-unit',
    root,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
