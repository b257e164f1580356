import { useQuery } from '@tanstack/react-query';
import { AVATAR_TRANSFORM, avatarFileId } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';

/**
 * What an `<img src>` of the user's avatar takes. An avatar in our storage (`avatarUrl` =
 * `<storage>/files/<id>`) is private, so it is shown through a presigned URL with the 96 px transform; any
 * other address (e.g. Gravatar) is used as it is; null while there is none (the fallback icon shows).
 */
export function useAvatarSrc(avatarUrl: string | null | undefined): string | null {
  const { storage } = useSdk();
  const queries = useSdk().files;
  const fileId = avatarFileId(avatarUrl, storage.url);
  const presigned = useQuery({
    ...queries.presignedUrl(fileId ?? '', AVATAR_TRANSFORM),
    enabled: fileId !== null,
  });
  if (fileId) return presigned.data?.url ?? null;
  return avatarUrl || null;
}
