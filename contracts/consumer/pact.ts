import { PactV4, SpecificationVersion, type V3MockServer } from '@pact-foundation/pact';
import { getFfiLib } from '@pact-foundation/pact-core';
import { inject } from 'vitest';
import { untilBooked } from '../support/booking';
import { CONSUMER, type ProviderName, runPactDir } from '../support/pacts';

/**
 * The Pact for `rampa-app` → `provider`. It writes into this run's own folder (support/globalSetup.ts), which
 * starts empty, so the file holds exactly this run's interactions; every consumer file of the run that talks to
 * the provider (several GraphQL domains share `nhost-graphql`) adds to it. The run publishes it to
 * `contracts/pacts/rampa-app-<provider>.json` (Pact V4) when it ends.
 */
export function consumerPact(provider: ProviderName): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider,
    dir: runPactDir(inject('contractsRunDir')),
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}

/** At most 5 s of 10 ms pauses; a booking lands within a few ms of the answer even on a loaded machine. */
const BOOKING_PAUSE_MS = 10;
const BOOKING_PAUSES = 500;

/**
 * Every `executeTest` callback is wrapped in this: it returns only once the mock server has booked the request
 * the sdk sent (see support/booking.ts for the race in Pact's mock server it closes).
 */
// Pact's V4 mock server type is the V3 one (`V4MockServer = V3MockServer`), only the latter is exported.
export function booked<T>(test: (mockserver: V3MockServer) => Promise<T>) {
  return async (mockserver: V3MockServer): Promise<T> => {
    const result = await test(mockserver);
    await untilBooked(
      () => getFfiLib().pactffiMockServerMatched(mockserver.port),
      () => new Promise((resolve) => setTimeout(resolve, BOOKING_PAUSE_MS)),
      BOOKING_PAUSES,
    );
    return result;
  };
}
