import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installMatchMedia, setViewportWidth } from './matchMedia';
import { server } from './server';

installMatchMedia();

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
