import { createMemoryStorage, createSdk, type ClientStorage, type Sdk } from '@rampa/sdk';

export interface ContractSdk extends Sdk {
  /** The sdk's client storage, to see what it persisted (spec §3 keys); `storage` is the file storage. */
  readonly clientStorage: ClientStorage;
}

/**
 * The app's sdk pointed at the Pact mock server, as the embedded backend config does (`backendUrl`), with
 * in-memory storage, no page address and no refresh timer: each test drives exactly one call.
 */
export function contractSdk(backendUrl: string, storedItems: Record<string, string> = {}): ContractSdk {
  const clientStorage = createMemoryStorage(storedItems);
  const sdk = createSdk({
    backendUrl,
    clientStorageType: clientStorage,
    location: null,
    autoRefreshToken: false,
  });
  return Object.assign(sdk, { clientStorage });
}
