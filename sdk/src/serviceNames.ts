import type { Services } from './services';

/**
 * The sdk's members that `createServices` builds, which `createLazySdk` exposes before their module is loaded.
 * Kept apart from that module so naming them does not load it.
 */
export const SERVICE_NAMES = [
  'graphql',
  'storage',
  'functions',
  'clients',
  'campaigns',
  'dashboard',
  'notices',
  'products',
  'priceLists',
  'warehouses',
  'notifications',
  'profile',
  'admin',
  'files',
] as const satisfies readonly (keyof Services)[];

// Every service is named above: a new one left out fails to compile.
type Unnamed = Exclude<keyof Services, (typeof SERVICE_NAMES)[number]>;
export const everyServiceNamed: [Unnamed] extends [never] ? true : Unnamed = true;
