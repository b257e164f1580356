import { describe, expect, it } from 'vitest';
import { untilBooked } from './booking';

/** A mock server whose books catch up only when the test lets them: the race, held still. */
function lateBooks(afterPauses: number) {
  let pauses = 0;
  return {
    isBooked: () => pauses >= afterPauses,
    pause: () => {
      pauses += 1;
      return Promise.resolve();
    },
    pauses: () => pauses,
  };
}

describe('waiting for the mock server to book a request it answered', () => {
  it('returns only once the late booking has landed, however late', async () => {
    const books = lateBooks(37);
    expect(await untilBooked(books.isBooked, books.pause, 1000)).toBe(true);
    expect(books.pauses()).toBe(37);
  });

  it('does not wait when the request is booked already', async () => {
    const books = lateBooks(0);
    expect(await untilBooked(books.isBooked, books.pause, 1000)).toBe(true);
    expect(books.pauses()).toBe(0);
  });

  it('gives up after the limit when nothing was sent, so Pact reports the missing request', async () => {
    const books = lateBooks(Number.POSITIVE_INFINITY);
    expect(await untilBooked(books.isBooked, books.pause, 5)).toBe(false);
    expect(books.pauses()).toBe(5);
  });
});
