import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AuthClient } from '../auth/authClient';
import type { User } from '../auth/state';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import type { ImageTransform, StorageClient, UploadProgress } from '../storage/storageClient';
import {
  PersonalAccessTokensDocument,
  RemoveSecurityKeyDocument,
  RevokePersonalAccessTokenDocument,
  SecurityKeysDocument,
  UpdateProfileDocument,
} from './profile.documents';

/** The bucket of profile pictures (nhost/migrations: images only, up to 5 MB). */
export const AVATAR_BUCKET = 'avatars';
/** What the app shows an avatar through: a 96 px square (sharp's cover), enough for 2.5 rem at 2× density. */
export const AVATAR_TRANSFORM: ImageTransform = Object.freeze({ width: 96, height: 96, quality: 80 });

export const profileKeys = {
  all: ['profile'] as const,
  securityKeys: () => [...profileKeys.all, 'securityKeys'] as const,
  personalAccessTokens: () => [...profileKeys.all, 'personalAccessTokens'] as const,
};

export interface SecurityKey {
  readonly id: string;
  readonly nickname: string | null;
}

export interface PersonalAccessTokenInfo {
  readonly id: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  /** What the token was created with, e.g. `{ name: 'Integracja ERP' }`. */
  readonly metadata: Readonly<Record<string, unknown>> | null;
}

export interface ProfileDetails {
  readonly firstName: string;
  readonly lastName: string;
  /** One of the server's AUTH_LOCALE_ALLOWED_LOCALES (`pl`, `en`). */
  readonly locale: string;
}

/**
 * The file id of an avatar kept in this storage: `avatarUrl` is `<storage url>/files/<id>` (what
 * {@link createProfileMutations}' `uploadAvatar` stores). Null for another address (e.g. Gravatar) or none.
 * It is recognised by its path, whatever its origin: the embedded backend's storage URL is the origin the
 * browser reached, so an avatar uploaded on `http://localhost:4000` is the same file on `http://127.0.0.1:4000`,
 * on the machine's address or behind the Vite dev server, and must be shown (presigned) and deleted there too.
 */
export function avatarFileId(avatarUrl: string | null | undefined, storageUrl: string): string | null {
  if (!avatarUrl || !URL.canParse(avatarUrl) || !URL.canParse(storageUrl)) return null;
  const prefix = `${new URL(storageUrl).pathname.replace(/\/+$/, '')}/files/`;
  const { pathname } = new URL(avatarUrl);
  if (!pathname.startsWith(prefix)) return null;
  const id = pathname.slice(prefix.length);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ProfileSdk = {
  readonly graphql: GraphqlClient;
  readonly storage: StorageClient;
  readonly auth: Pick<AuthClient, 'getSnapshot' | 'refreshSession'>;
};

function signedInUser(auth: ProfileSdk['auth']): User {
  const { authentication, context } = auth.getSnapshot();
  if (authentication !== 'signedIn' || !context.user) throw new Error('Nie jesteś zalogowany.');
  return context.user;
}

/**
 * The session's user is what the shell shows; after a change of auth.users it is renewed through a token
 * refresh (hasura-auth has no other way to re-read it). A refresh already running is waited for.
 */
async function reloadSessionUser(auth: ProfileSdk['auth']): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = await auth.refreshSession();
    if (result.outcome !== 'failed') return;
    if (result.error.error !== 'refresher-already-running' && result.error.status !== 20) return;
    await sleep(100);
  }
}

/** Query options for the signed-in user's security keys and personal access tokens. */
export function createProfileQueries(graphql: GraphqlClient) {
  return {
    securityKeys: () =>
      queryOptions({
        queryKey: profileKeys.securityKeys(),
        queryFn: async ({ signal }): Promise<SecurityKey[]> =>
          (await graphql.request(SecurityKeysDocument, {}, { signal })).authUserSecurityKeys,
      }),
    personalAccessTokens: () =>
      queryOptions({
        queryKey: profileKeys.personalAccessTokens(),
        queryFn: async ({ signal }): Promise<PersonalAccessTokenInfo[]> =>
          (await graphql.request(PersonalAccessTokensDocument, {}, { signal })).authRefreshTokens.map(
            (token) => ({ ...token, metadata: isRecord(token.metadata) ? token.metadata : null }),
          ),
      }),
  };
}

export interface UploadAvatarVariables {
  readonly file: File;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

/**
 * Mutation options for Profil & Ustawienia. Name and avatar are columns of the user's own auth.users row
 * (Nhost's `updateUser`): `metadata.firstName`/`lastName` (spec §3), `displayName` kept as "first last", and
 * `avatarUrl` = the storage URL of a file in the `avatars` bucket. Replacing or removing an avatar deletes
 * the previous file after the user no longer points at it.
 */
export function createProfileMutations(sdk: ProfileSdk) {
  const { graphql, storage, auth } = sdk;
  const meta = (successMessage: string, errorMessage: string, invalidates?: readonly unknown[]) =>
    ({ successMessage, errorMessage, ...(invalidates && { invalidates }) }) satisfies MutationMeta;

  async function setAvatarUrl(user: User, avatarUrl: string) {
    await graphql.request(UpdateProfileDocument, { id: user.id, set: { avatarUrl } });
    const previous = avatarFileId(user.avatarUrl, storage.url);
    await reloadSessionUser(auth);
    if (previous) {
      // The user no longer points at it; a file that is already gone is fine.
      await storage.delete(previous).catch(() => undefined);
    }
  }

  return {
    updateDetails: mutationOptions<void, Error, ProfileDetails>({
      mutationKey: [...profileKeys.all, 'details'],
      mutationFn: async ({ firstName, lastName, locale }) => {
        const user = signedInUser(auth);
        const metadata = { ...(isRecord(user.metadata) ? user.metadata : {}), firstName, lastName };
        await graphql.request(UpdateProfileDocument, {
          id: user.id,
          set: { displayName: [firstName, lastName].filter(Boolean).join(' '), locale, metadata },
        });
        await reloadSessionUser(auth);
      },
      meta: meta('Zapisano dane profilu', 'Nie udało się zapisać danych profilu'),
    }),
    uploadAvatar: mutationOptions<void, Error, UploadAvatarVariables>({
      mutationKey: [...profileKeys.all, 'avatar', 'upload'],
      mutationFn: async ({ file, onProgress, signal }) => {
        const user = signedInUser(auth);
        const uploaded = await storage.upload({
          file,
          bucketId: AVATAR_BUCKET,
          ...(onProgress && { onProgress }),
          ...(signal && { signal }),
        });
        try {
          await setAvatarUrl(user, `${storage.url}/files/${uploaded.id}`);
        } catch (error) {
          await storage.delete(uploaded.id).catch(() => undefined);
          throw error;
        }
      },
      meta: meta('Zapisano zdjęcie profilowe', 'Nie udało się zapisać zdjęcia profilowego'),
    }),
    removeAvatar: mutationOptions<void, Error, void>({
      mutationKey: [...profileKeys.all, 'avatar', 'remove'],
      mutationFn: async () => setAvatarUrl(signedInUser(auth), ''),
      meta: meta('Usunięto zdjęcie profilowe', 'Nie udało się usunąć zdjęcia profilowego'),
    }),
    removeSecurityKey: mutationOptions<void, Error, { id: string }>({
      mutationKey: [...profileKeys.all, 'securityKeys', 'remove'],
      mutationFn: async ({ id }) => {
        await graphql.request(RemoveSecurityKeyDocument, { id });
      },
      meta: meta('Usunięto klucz bezpieczeństwa', 'Nie udało się usunąć klucza', profileKeys.securityKeys()),
    }),
    revokePersonalAccessToken: mutationOptions<void, Error, { id: string }>({
      mutationKey: [...profileKeys.all, 'personalAccessTokens', 'revoke'],
      mutationFn: async ({ id }) => {
        await graphql.request(RevokePersonalAccessTokenDocument, { id });
      },
      meta: meta('Unieważniono token', 'Nie udało się unieważnić tokenu', profileKeys.personalAccessTokens()),
    }),
  };
}

export type ProfileMutations = ReturnType<typeof createProfileMutations>;
export type ProfileQueries = ReturnType<typeof createProfileQueries>;
