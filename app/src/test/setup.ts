import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installMatchMedia, setViewportWidth } from './matchMedia';
import { server } from './server';

installMatchMedia();
// findBy… and waitFor wait up to 5 s (1 s by default): a whole-app render on a loaded two-core machine,
// with every test project running at once, can take longer than a second to show its first screen.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  server.resetHandlers();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
});
afterAll(() => server.close());
