import type { SdkConfig } from './config';
import { createSdkSession, type Sdk } from './sdkSession';
import { SERVICE_NAMES } from './serviceNames';
import type { Services } from './services';

/**
 * The sdk with its services (GraphQL, storage, functions, every domain) in a module of their own, downloaded
 * on the first `sdk.load()`: the session (`auth`, `role`, `organization`) works at once, so a sign-in page
 * loads none of the domains' code. Reading a service before `load()` has resolved throws.
 */
export function createLazySdk(config: SdkConfig): Sdk {
  const { session, context } = createSdkSession(config);
  let services: Services | null = null;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= import('./services').then(
      ({ createServices }) => {
        services ??= createServices(context);
      },
      (error: unknown) => {
        // A failed download (offline, a new release's chunk) is tried again on the next call.
        loading = null;
        throw error;
      },
    ));
  const sdk = {
    ...session,
    load,
    get loaded() {
      return services !== null;
    },
  };
  for (const name of SERVICE_NAMES) {
    Object.defineProperty(sdk, name, {
      enumerable: true,
      get() {
        if (!services) throw new Error(`sdk.${name} is read before sdk.load() has resolved`);
        return services[name];
      },
    });
  }
  return sdk as Sdk;
}
