import { createStore, type StoreApi } from 'zustand/vanilla';

/** Spec §3 system state. */
export interface SystemState {
  readonly code: string;
  readonly profile: string;
  readonly sidebarOpen: boolean;
  readonly orgName: string;
  readonly pageTitle: string;
  /** Empty means "follow the system preference". */
  readonly theme: string;
}

export interface SystemActions {
  /** Replaces every field. */
  replace(state: SystemState): void;
  /** Sets only known fields whose value is not undefined. */
  update(changes: Partial<SystemState>): void;
  reset(): void;
}

export type SystemStore = SystemState & { readonly actions: SystemActions };
export type SystemStoreApi = StoreApi<SystemStore>;

export const DEFAULT_SYSTEM_STATE: SystemState = Object.freeze({
  code: '',
  profile: 'dashboard',
  sidebarOpen: true,
  orgName: '',
  pageTitle: '',
  theme: '',
});

const FIELDS = Object.keys(DEFAULT_SYSTEM_STATE) as (keyof SystemState)[];

const pick = (source: Partial<SystemState>): Partial<SystemState> =>
  Object.fromEntries(
    FIELDS.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
  );

export function createSystemStore(initial: Partial<SystemState> = {}): SystemStoreApi {
  return createStore<SystemStore>()((set) => ({
    ...DEFAULT_SYSTEM_STATE,
    ...pick(initial),
    actions: {
      replace: (state) => set({ ...DEFAULT_SYSTEM_STATE, ...pick(state) }),
      update: (changes) => set(pick(changes)),
      reset: () => set({ ...DEFAULT_SYSTEM_STATE }),
    },
  }));
}
