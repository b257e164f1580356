import type { User } from '../auth/state';

/** Spec §3 user profile, built from the authenticated user; the field names are the product's. */
export interface UserProfile {
  readonly id: string;
  readonly keycloak_id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly lang: string;
  readonly json_metadata: Readonly<Record<string, unknown>>;
  readonly description: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly curr_profile_id: number;
  readonly curr_org_id: number;
  readonly profiles: readonly unknown[];
  readonly avatar: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function buildUserProfile(user: User): UserProfile {
  const metadata = user.metadata ?? {};
  return {
    id: user.id,
    keycloak_id: '',
    first_name: text(metadata['firstName']),
    last_name: text(metadata['lastName']),
    lang: user.locale || 'en',
    json_metadata: metadata,
    description: null,
    phone: user.phoneNumber ?? null,
    email: user.email ?? null,
    curr_profile_id: 0,
    curr_org_id: 0,
    profiles: [],
    avatar: user.avatarUrl || null,
  };
}
