import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ErrorPayload } from '../errors';
import type { UserProfile } from './userProfile';

export type UserStateError = ErrorPayload | Error;

/** Spec §3 user state. */
export interface UserState {
  readonly data: UserProfile | null;
  readonly isLoading: boolean;
  readonly error: UserStateError | null;
}

export interface UserActions {
  /** Stores the user and clears loading and error. */
  setUser(user: UserProfile): void;
  setLoading(isLoading: boolean): void;
  /** Stores the error and clears loading. */
  setError(error: UserStateError | null): void;
  resetUser(): void;
  /** Changes one field of the stored user; does nothing without a user. */
  updateField<K extends keyof UserProfile>(field: K, value: UserProfile[K]): void;
}

export type UserStore = UserState & { readonly actions: UserActions };
export type UserStoreApi = StoreApi<UserStore>;

export const DEFAULT_USER_STATE: UserState = Object.freeze({ data: null, isLoading: false, error: null });

export function createUserStore(initial: Partial<UserState> = {}): UserStoreApi {
  return createStore<UserStore>()((set) => ({
    ...DEFAULT_USER_STATE,
    ...initial,
    actions: {
      setUser: (data) => set({ data, isLoading: false, error: null }),
      setLoading: (isLoading) => set({ isLoading }),
      setError: (error) => set({ error, isLoading: false }),
      resetUser: () => set({ ...DEFAULT_USER_STATE }),
      updateField: (field, value) =>
        set((state) => (state.data ? { data: { ...state.data, [field]: value } } : {})),
    },
  }));
}
