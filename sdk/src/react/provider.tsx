import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { Sdk } from '../createSdk';
import { type AppStores, syncUserStoreWithAuth } from '../stores/appStores';
import { defaultAppStores } from '../stores/defaultStores';

interface SdkContextValue {
  readonly sdk: Sdk;
  readonly stores: AppStores;
}

const SdkContext = createContext<SdkContextValue | null>(null);

export interface SdkProviderProps {
  readonly sdk: Sdk;
  /** Defaults to the app-wide stores; tests and stories pass `createAppStores()`. */
  readonly stores?: AppStores;
  readonly children?: ReactNode;
}

/** Provides the sdk and the stores, and keeps the user state in step with the auth machine (spec §4). */
export function SdkProvider({ sdk, stores = defaultAppStores, children }: SdkProviderProps) {
  useEffect(() => syncUserStoreWithAuth(sdk.auth, stores.user), [sdk, stores]);
  const value = useMemo(() => ({ sdk, stores }), [sdk, stores]);
  return <SdkContext.Provider value={value}>{children}</SdkContext.Provider>;
}

function useSdkContext(): SdkContextValue {
  const value = useContext(SdkContext);
  if (!value) throw new Error('Rampa sdk hooks must be used inside <SdkProvider>.');
  return value;
}

export const useSdk = (): Sdk => useSdkContext().sdk;
export const useAppStores = (): AppStores => useSdkContext().stores;
