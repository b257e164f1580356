/**
 * Pact's native mock server (pact-core 19.1.0 and later, pact-foundation/pact-core-mock-server#13) books a matched
 * request on a queue that another task drains *after* the response has gone out. Pact asks it what it received as
 * soon as the test's callback returns, so on a busy machine a request the sdk sent, and the mock server answered,
 * is reported "expected but not received". That was this project's CI flake.
 *
 * The callback therefore returns only once the mock server's books show the request: the answer the sdk got proves
 * it was matched, so this waits for an event that has already happened to be recorded, not for a retry. A request
 * that really was never sent never gets booked: after `limit` pauses the callback returns and Pact reports it.
 */
export async function untilBooked(
  isBooked: () => boolean,
  pause: () => Promise<void>,
  limit: number,
): Promise<boolean> {
  for (let waited = 0; !isBooked(); waited += 1) {
    if (waited >= limit) return false;
    await pause();
  }
  return true;
}
