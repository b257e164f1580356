import { useCallback, useEffect } from 'react';
import { useSystemActions, useSystemState, useUserData } from '@rampa/sdk/react';

/** Spec §3: the system state's `theme` is `''` (follow the system), `light` or `dark`. */
export type ThemeChoice = '' | 'light' | 'dark';

/** Per user, so two people sharing a browser each keep their own. */
export const themeStorageKey = (userId: string) => `rampaTheme:${userId}`;

const asChoice = (value: unknown): ThemeChoice => (value === 'light' || value === 'dark' ? value : '');

function readStored(userId: string): ThemeChoice {
  try {
    return asChoice(globalThis.localStorage?.getItem(themeStorageKey(userId)));
  } catch {
    return '';
  }
}

/**
 * The signed-in user's theme: his stored choice is applied when he signs in, and a change is stored for him.
 * Signed out, the choice in the system state stands (the sign-in page follows the last one, or the system).
 */
export function useUserTheme(): readonly [ThemeChoice, (next: ThemeChoice) => void] {
  const userId = useUserData()?.id ?? null;
  const theme = asChoice(useSystemState((state) => state.theme));
  const { update } = useSystemActions();

  useEffect(() => {
    if (userId) update({ theme: readStored(userId) });
  }, [userId, update]);

  const choose = useCallback(
    (next: ThemeChoice) => {
      update({ theme: next });
      if (!userId) return;
      try {
        globalThis.localStorage?.setItem(themeStorageKey(userId), next);
      } catch {
        // Storage may be full or off (private mode): the choice still holds for this visit.
      }
    },
    [userId, update],
  );
  return [theme, choose] as const;
}
