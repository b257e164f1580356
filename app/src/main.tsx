import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readSidebarCookie } from '@rampa/design-system';
import { defaultAppStores } from '@rampa/sdk';
import { App } from './App';
import { createAppQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { createAppSdk } from './sdk';

// The start in three tasks instead of one: the modules' evaluation (this file's imports), then the sdk, its
// session and the router, then the root (React's listeners) and the first render's schedule; React runs the render
// in tasks of its own. On a phone one task of all three held the main thread for over 100 ms after the first
// paint. (Chained timers rather than a top-level await, which would move this module out of the entry chunk.)
setTimeout(() => {
  const queryClient = createAppQueryClient();
  const sdk = createAppSdk(import.meta.env, window.location.origin);
  const router = createAppRouter({ queryClient, sdk });
  const stores = defaultAppStores;
  // The sidebar remembers its desktop state in a cookie for 7 days (spec §9); start from it.
  stores.system.getState().actions.update({ sidebarOpen: readSidebarCookie() ?? true });

  setTimeout(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} sdk={sdk} queryClient={queryClient} stores={stores} />
      </StrictMode>,
    );
  });
});
