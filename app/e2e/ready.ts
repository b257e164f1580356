import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** What global-setup.ts records when the product is up, or why it is not. */
export interface ProductStatus {
  code: number;
  output: string;
}

/** Longest wait for the builds and the backend's first start (about a minute alone, more beside other projects). */
const READY_TIMEOUT_MS = 10 * 60_000;

// A setup file: every end-to-end file starts once the product global-setup.ts started answers, or fails with why.
const status = inject('productStatus');
const deadline = Date.now() + READY_TIMEOUT_MS;
while (!existsSync(status)) {
  if (Date.now() > deadline)
    throw new Error(`The product did not start within ${READY_TIMEOUT_MS / 60_000} min.`);
  await sleep(500);
}
const result = JSON.parse(readFileSync(status, 'utf8')) as ProductStatus;
if (result.code !== 0) throw new Error(`The product did not start:\n${result.output}`);
