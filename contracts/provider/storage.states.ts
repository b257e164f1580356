import type { Queryable } from '@rampa/backend';
import { noStoredFile, storageUserSignedIn, storedFile } from '../states';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/**
 * The organization a storage state's user works in: one per role, so a user of another role is someone of
 * another organization, who may not see the file at all (404), not a colleague who sees it but may not change it.
 */
const STORAGE_ORGS: Record<string, string> = {
  handlowiec: 'c0ffee00-0000-4000-8000-00000000f101',
  magazynier: 'c0ffee00-0000-4000-8000-00000000f102',
  kierowca: 'c0ffee00-0000-4000-8000-00000000f103',
  klient: 'c0ffee00-0000-4000-8000-00000000f104',
  org_admin: 'c0ffee00-0000-4000-8000-00000000f105',
};

/** A verified user whose default and only role is `role`, with a profile in that role; idempotent. */
async function ensureRoleUser(db: Queryable, email: string, role: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth.users (email, locale, email_verified, default_role)
     VALUES ($1, 'pl', true, $2)
     ON CONFLICT (email) DO UPDATE SET default_role = EXCLUDED.default_role, disabled = false
     RETURNING id`,
    [email, role],
  );
  const id = rows[0]!.id;
  await db.query('INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    id,
    role,
  ]);
  // Files belong to the organization the user acts in: an organization role needs a profile in one.
  const orgId = STORAGE_ORGS[role];
  if (orgId) {
    await db.query(
      `INSERT INTO public.organizations (id, name) VALUES ($1, 'Pliki Kontraktowe Sp. z o.o.') ON CONFLICT (id) DO NOTHING`,
      [orgId],
    );
    await db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, 'Pracownik Plikowy')
       ON CONFLICT (user_id, org_id, role) DO NOTHING`,
      [id, orgId, role],
    );
  }
  return id;
}

/** The states of rampa-app → nhost-storage. Files are put in place through the storage API itself. */
export function storageStateHandlers({ url, rampa: { db, jwt, secrets } }: RunningBackend): StateHandlers {
  const tokenFor = async (email: string, role: string) =>
    jwt.sign({
      userId: await ensureRoleUser(db, email, role),
      defaultRole: role,
      allowedRoles: [role],
      isAnonymous: false,
    });
  const deleteFile = async (fileId: string) => {
    const response = await fetch(`${url}/v1/storage/files/${fileId}`, {
      method: 'DELETE',
      headers: { 'x-hasura-admin-secret': secrets.adminSecret },
    });
    if (response.status !== 204 && response.status !== 404) {
      throw new Error(`could not delete file ${fileId}: ${response.status}`);
    }
  };

  return {
    ...onState(storageUserSignedIn, async ({ email, role }) => ({
      accessToken: await tokenFor(email, role),
    })),
    ...onState(noStoredFile, async ({ fileId }) => {
      await deleteFile(fileId);
    }),
    ...onState(storedFile, async ({ fileId, name, content, bucketId, email, role }) => {
      await deleteFile(fileId);
      const form = new FormData();
      form.append('bucket-id', bucketId);
      form.append(
        'metadata[]',
        new Blob([JSON.stringify({ id: fileId, name })], { type: 'application/json' }),
      );
      form.append('file[]', new Blob([Buffer.from(content, 'base64')]), name);
      const response = await fetch(`${url}/v1/storage/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenFor(email, role)}` },
        body: form,
      });
      if (response.status !== 201) {
        throw new Error(`could not upload file ${fileId}: ${response.status} ${await response.text()}`);
      }
    }),
  };
}
