import { createLazySdk, type Sdk } from '@rampa/sdk';

export type AppSdk = Sdk;

interface SdkEnv {
  VITE_NHOST_SUBDOMAIN?: string;
  VITE_NHOST_REGION?: string;
}

/**
 * The embedded backend serves the app and the API on one origin, so by default the sdk talks to the page's
 * own origin (Vite proxies /v1 in dev). A real Nhost project is chosen with VITE_NHOST_SUBDOMAIN/REGION.
 * The sdk's services (every domain) are loaded by the root route once signed in, not on the sign-in page.
 */
export function createAppSdk(env: SdkEnv, origin: string): AppSdk {
  if (env.VITE_NHOST_SUBDOMAIN) {
    return createLazySdk({ subdomain: env.VITE_NHOST_SUBDOMAIN, region: env.VITE_NHOST_REGION ?? '' });
  }
  return createLazySdk({ backendUrl: origin });
}
