import type { SdkConfig } from './config';
import { createServices } from './services';
import { createSdkSession, type Sdk } from './sdkSession';

export type { Sdk, SdkSession } from './sdkSession';

/** Builds a client with every service at once and starts the auth machine (start-up token import). */
export function createSdk(config: SdkConfig): Sdk {
  const { session, context } = createSdkSession(config);
  return { ...session, ...createServices(context), load: () => Promise.resolve(), loaded: true };
}
