import type { RouterContext } from '../router';

/** The longest the app's first page waits for its data before it shows with its own loading state. */
export const STARTUP_DATA_WAIT_MS = 1000;

/**
 * The end of a loader that has started its page's queries (`prefetchQuery`, which never throws: the page shows a
 * failure itself). Within the app it returns at once, and the page shows at once with its own loading state. When
 * the app starts on this page it waits for them, at most STARTUP_DATA_WAIT_MS: the page's first render then has
 * its data and is part of the shell's deferred render, built in slices, instead of a loading state followed by a
 * second render when the data arrives, which on a phone holds the main thread for a long task.
 */
export async function awaitOnStartup(
  context: Pick<RouterContext, 'startup'>,
  ...loads: Promise<unknown>[]
): Promise<void> {
  if (!context.startup.pending) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(loads),
    new Promise((resolve) => {
      timer = setTimeout(resolve, STARTUP_DATA_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
