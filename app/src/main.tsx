import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readSidebarCookie } from '@rampa/design-system';
import { defaultAppStores } from '@rampa/sdk';
import { App } from './App';
import { createAppQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { createAppSdk } from './sdk';

/** Ends the current task: the browser may paint and handle input before the start goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start in three tasks instead of one. The first evaluates the modules (React Aria's reads ICU's locale data
// then, the largest part of it); the second creates the sdk, its session and the router; the third creates the
// root (React's listeners) and schedules the first render, which React runs in tasks of its own. On a phone one
// task of all three held the main thread for over 100 ms after the first paint.
await nextTask();
const queryClient = createAppQueryClient();
const sdk = createAppSdk(import.meta.env, window.location.origin);
const router = createAppRouter({ queryClient, sdk });
const stores = defaultAppStores;
// The sidebar remembers its desktop state in a cookie for 7 days (spec §9); start from it.
stores.system.getState().actions.update({ sidebarOpen: readSidebarCookie() ?? true });
await nextTask();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} sdk={sdk} queryClient={queryClient} stores={stores} />
  </StrictMode>,
);
