import type { SdkOptions } from './config';
import { createLazySdk } from './createLazySdk';
import { createSdk, type Sdk } from './createSdk';
import { type ClientStorage, createMemoryStorage } from './nhost/clientStorage';

export {
  createFakeWebAuthn,
  createTestJwt,
  createTestSession,
  createTestUser,
  FIXTURE_CREDENTIAL_ID,
  FIXTURE_MFA_TICKET,
  FIXTURE_PAT,
  FIXTURE_PAT_ID,
  FIXTURE_REFRESH_TOKEN_ID,
  FIXTURE_SECURITY_KEY_ID,
  FIXTURE_TOTP_IMAGE_URL,
  FIXTURE_TOTP_SECRET,
  FIXTURE_USER_ID,
  nextTestRefreshToken,
  testAssertion,
  testAttestation,
  testCreationOptions,
  testRequestOptions,
  type TestJwtOptions,
  type TestSessionOptions,
} from './testing/auth.fixtures';
export {
  AUTH_ERROR_BODIES,
  type AuthErrorBody,
  type AuthHandlers,
  createAuthHandlers,
  type HandlerOptions,
} from './testing/auth.handlers';
export { createGraphqlHandlers } from './testing/graphql.handlers';
export * from './storage/testing';

/** The backend origin test sdks talk to; MSW answers it, nothing listens there. */
export const TEST_BACKEND_URL = 'http://rampa.test';

export interface TestSdkOptions extends SdkOptions {
  /** Items pre-stored in the client storage, e.g. `{ nhostRefreshToken: '…' }` for a signed-in start. */
  readonly storedItems?: Record<string, string>;
  /** Build it with `createLazySdk`, as the app does: the services work once `sdk.load()` has resolved. */
  readonly lazy?: boolean;
}

/**
 * An sdk against {@link TEST_BACKEND_URL} with in-memory client storage (the refresh token's store, as
 * `clientStorage`; `storage` is the sdk's file storage) and no page address.
 */
export function createTestSdk(options: TestSdkOptions = {}): Sdk & { readonly clientStorage: ClientStorage } {
  const { storedItems, lazy = false, ...sdkOptions } = options;
  const clientStorage =
    typeof sdkOptions.clientStorageType === 'object'
      ? sdkOptions.clientStorageType
      : createMemoryStorage(storedItems);
  const sdk = (lazy ? createLazySdk : createSdk)({
    backendUrl: TEST_BACKEND_URL,
    location: null,
    ...sdkOptions,
    clientStorageType: clientStorage,
  });
  return Object.assign(sdk, { clientStorage });
}
export { clientHandlers, createClientHandlers } from './clients/clients.handlers';
export * from './clients/clients.fixtures';
export { campaignHandlers, createCampaignHandlers } from './campaigns/campaigns.handlers';
export * from './campaigns/campaigns.fixtures';
export {
  createDashboardHandlers,
  dashboardHandlers,
  noticeDaysFixture,
} from './dashboard/dashboard.handlers';
export { createNoticeHandlers, noticeHandlers, noticeRefusal } from './notices/notices.handlers';
export { fakeGraphqlWs } from './testing/graphqlWs';
export * from './notices/notices.fixtures';
export { createFieldAreaHandlers, fieldAreaHandlers } from './notices/fieldAreas.handlers';
export * from './notices/fieldAreas.fixtures';
export { createWarehouseHandlers, warehouseHandlers } from './warehouses/warehouses.handlers';
export * from './warehouses/warehouses.fixtures';
export { createNotificationHandlers, notificationHandlers } from './notifications/notifications.handlers';
export * from './notifications/notifications.fixtures';
export { createProductHandlers, productHandlers } from './products/products.handlers';
export * from './products/products.fixtures';
export { createPriceListHandlers, priceListHandlers } from './pricelists/pricelists.handlers';
export * from './pricelists/pricelists.fixtures';
