// React bindings of the sdk: the provider, hooks on the auth machine and the active role, hooks owning one
// request each (spec §4 small machines), and the app stores (spec §3). Domain data goes through TanStack Query
// with the sdk's bound namespaces: `useQuery(useSdk().clients.list(filters))`.
export { SdkProvider, type SdkProviderProps, useAppStores, useSdk } from './provider';
export * from './authHooks';
export * from './requestHooks';
export * from './storeHooks';
