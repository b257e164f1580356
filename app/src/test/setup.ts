import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from '@rampa/design-system';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installMatchMedia, setViewportWidth } from './matchMedia';
import { quietWhilePolling } from './queryErrors';
import { server } from './server';

installMatchMedia();
// findBy… and waitFor wait up to 5 s (1 s by default): a whole-app render on a loaded two-core machine,
// with every test project running at once, can take longer than a second to show its first screen.
configure({ asyncUtilTimeout: 5_000, getElementError: quietWhilePolling() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The toast queue is one for the whole worker (files share it: isolate is off), so a test's toast must not
  // show in the next file's screens.
  toast.clear();
  setViewportWidth(1280);
  server.resetHandlers();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
});
afterAll(() => server.close());
