import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readSidebarCookie } from '@rampa/design-system';
import { defaultAppStores } from '@rampa/sdk';
import { App } from './App';
import { createAppQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { createAppSdk } from './sdk';

const queryClient = createAppQueryClient();
const sdk = createAppSdk(import.meta.env, window.location.origin);
const router = createAppRouter({ queryClient, sdk });
const stores = defaultAppStores;
// The sidebar remembers its desktop state in a cookie for 7 days (spec §9); start from it.
stores.system.getState().actions.update({ sidebarOpen: readSidebarCookie() ?? true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} sdk={sdk} queryClient={queryClient} stores={stores} />
  </StrictMode>,
);
