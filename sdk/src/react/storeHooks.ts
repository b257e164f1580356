import { useStore } from 'zustand';
import type { SystemActions, SystemState } from '../stores/systemState.store';
import type { UserState } from '../stores/userState.store';
import { useAppStores } from './provider';

export function useSystemState<T>(selector: (state: SystemState) => T): T {
  return useStore(useAppStores().system, selector);
}

export const useSystemActions = (): SystemActions =>
  useStore(useAppStores().system, (state) => state.actions);

export function useUserState<T>(selector: (state: UserState) => T): T {
  return useStore(useAppStores().user, selector);
}
