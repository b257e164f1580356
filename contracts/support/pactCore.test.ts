import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * Pact's native mock server 2.x (in `@pact-foundation/pact-core` 19.1.0 and later, pulled in by
 * `@pact-foundation/pact` 16.3.0 and later) records a matched request on an asynchronous channel that a separate
 * task drains *after* the response has gone out. On a busy machine the test's call returns, Pact asks the mock
 * server what it received, and the match is not booked yet: "expected but not received", for a request the sdk
 * sent and the mock server answered (pact-foundation/pact-core-mock-server#13). That was this project's CI flake.
 *
 * The 1.x mock server of pact-core 18 books the match before it answers, so `@pact-foundation/pact` is pinned at
 * 16.2.0 (pact-core 18.1.0). A timing race inside a native library cannot be forced from here, so this test guards
 * the pin instead: raise the bound only to a pact-core whose mock server books matches synchronously.
 */
const FIRST_RACY = [19, 1, 0] as const;

/** pact-core as `@pact-foundation/pact` resolves it (not some other copy in node_modules). */
const pactCoreVersion = (): readonly number[] => {
  const fromPact = createRequire(createRequire(import.meta.url).resolve('@pact-foundation/pact'));
  const { version } = fromPact('@pact-foundation/pact-core/package.json') as { version: string };
  return version.split('.').map(Number);
};

const isBefore = (version: readonly number[], bound: readonly number[]) => {
  for (let i = 0; i < bound.length; i += 1) {
    const part = version[i] ?? 0;
    if (part !== bound[i]) return part < bound[i]!;
  }
  return false;
};

describe('Pact core', () => {
  it('books a matched request before answering it (no mock server with the async match race)', () => {
    const version = pactCoreVersion();
    expect(
      isBefore(version, FIRST_RACY),
      `@pact-foundation/pact-core ${version.join('.')} has the mock-server match race`,
    ).toBe(true);
  });

  it('compares versions part by part', () => {
    expect(isBefore([18, 1, 0], FIRST_RACY)).toBe(true);
    expect(isBefore([19, 0, 9], FIRST_RACY)).toBe(true);
    expect(isBefore([19, 1, 0], FIRST_RACY)).toBe(false);
    expect(isBefore([20, 2, 0], FIRST_RACY)).toBe(false);
  });
});
