import { describe, expect, it } from 'vitest';
import { createAppSdk } from './sdk';

describe('createAppSdk', () => {
  it('talks to the page’s own origin by default (the embedded backend, or Vite’s proxy in dev)', () => {
    const sdk = createAppSdk({}, 'http://localhost:5173');
    expect(sdk.urls).toEqual({
      auth: 'http://localhost:5173/v1/auth',
      storage: 'http://localhost:5173/v1/storage',
      graphql: 'http://localhost:5173/v1/graphql',
      functions: 'http://localhost:5173/v1/functions',
    });
    sdk.destroy();
  });

  it('talks to a Nhost project when VITE_NHOST_SUBDOMAIN and VITE_NHOST_REGION are set', () => {
    const sdk = createAppSdk(
      { VITE_NHOST_SUBDOMAIN: 'rampa', VITE_NHOST_REGION: 'eu-central-1' },
      'http://x',
    );
    expect(sdk.urls.auth).toBe('https://rampa.auth.eu-central-1.nhost.run/v1');
    expect(sdk.urls.graphql).toBe('https://rampa.graphql.eu-central-1.nhost.run/v1');
    sdk.destroy();
  });
});
