import { useUserData, useUserState } from '@rampa/sdk/react';

export interface CurrentUser {
  /** First and last name (spec §3 profile), else the account's display name, else the e-mail. */
  fullName: string;
  /** For greetings; empty when unknown. */
  firstName: string;
  email: string;
  avatar: string | null;
}

/** The signed-in user as the shell shows it, from the stored profile with sensible fallbacks. */
export function useCurrentUser(): CurrentUser {
  const profile = useUserState((state) => state.data);
  const displayName = useUserData()?.displayName?.trim() ?? '';
  const email = profile?.email ?? '';
  const profileName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const fullName = profileName || displayName || email;
  const firstName = profile?.first_name || (displayName ? (displayName.split(/\s+/)[0] ?? '') : '');
  return { fullName, firstName, email, avatar: profile?.avatar ?? null };
}
