import { findUserById, startSession } from '@rampa/backend';
import { adminWithKlient, adminWithUser } from '../states';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/**
 * nhost-graphql's /admin states, through SQL on the backend's own database: the organization, its administrator
 * and the other users (a klient of its first client, or a staff member) are made again each time.
 */
export function adminStateHandlers({ rampa, config }: RunningBackend): StateHandlers {
  const { db, jwt } = rampa;
  const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0]!;
  const user = async (email: string, role: string, name: string) =>
    (
      await one<{ id: string }>(
        `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
         VALUES ($1, 'pl', $2, true, $3)
         ON CONFLICT (email) DO UPDATE SET default_role = EXCLUDED.default_role, disabled = false
         RETURNING id`,
        [email, role, name],
      )
    ).id;
  /** The user holds this role and no other (the roles of the JWT, auth.user_roles). */
  const onlyRole = async (userId: string, role: string) => {
    await db.query(`DELETE FROM auth.user_roles WHERE user_id = $1 AND role <> $2`, [userId, role]);
    await db.query(
      `INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING`,
      [userId, role],
    );
  };
  /** The organization, emptied of profiles. */
  const organization = async (orgId: string) => {
    await db.query(
      `INSERT INTO public.organizations (id, name) VALUES ($1, 'Hurtownia Administracyjna Sp. z o.o.')
       ON CONFLICT (id) DO NOTHING`,
      [orgId],
    );
    await db.query('DELETE FROM public.profiles WHERE org_id = $1', [orgId]);
  };
  const adminProfile = (adminId: string, orgId: string) =>
    db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, 'org_admin', 'Administrator')`,
      [adminId, orgId],
    );
  const accessTokenOf = async (userId: string) =>
    (
      await startSession(
        db,
        { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
        (await findUserById(db, userId))!,
      )
    ).session.accessToken;

  const klient = onState(
    adminWithKlient,
    async ({ email, orgId, klientEmail, clientName, otherClientName }) => {
      await organization(orgId);
      await db.query('DELETE FROM public.clients WHERE org_id = $1', [orgId]);
      const client = async (name: string) =>
        (
          await one<{ id: string }>(
            `INSERT INTO public.clients (org_id, kind, name, status) VALUES ($1, 'company', $2, 'active') RETURNING id`,
            [orgId, name],
          )
        ).id;
      const clientId = await client(clientName);
      const otherClientId = await client(otherClientName);
      const adminId = await user(email, 'org_admin', 'Administrator Organizacji');
      const klientId = await user(klientEmail, 'klient', 'Klient Kontraktowy');
      await onlyRole(adminId, 'org_admin');
      await onlyRole(klientId, 'klient');
      await adminProfile(adminId, orgId);
      const { id: profileId } = await one<{ id: string }>(
        `INSERT INTO public.profiles (user_id, org_id, role, display_name, client_id)
       VALUES ($1, $2, 'klient', 'Klient Kontraktowy', $3) RETURNING id`,
        [klientId, orgId, clientId],
      );
      return { accessToken: await accessTokenOf(adminId), profileId, otherClientId };
    },
  );

  const staff = onState(adminWithUser, async ({ email, orgId, userEmail, role }) => {
    await organization(orgId);
    const adminId = await user(email, 'org_admin', 'Administrator Organizacji');
    const userId = await user(userEmail, role, 'Pracownik Kontraktowy');
    await db.query('UPDATE auth.users SET last_seen = NULL WHERE id = $1', [userId]);
    // His profiles elsewhere too: an org_admin changes only the users who work for his organizations alone.
    await db.query('DELETE FROM public.profiles WHERE user_id = $1', [userId]);
    await onlyRole(adminId, 'org_admin');
    await onlyRole(userId, role);
    await adminProfile(adminId, orgId);
    await db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, 'Pracownik Kontraktowy')`,
      [userId, orgId, role],
    );
    return { accessToken: await accessTokenOf(adminId), userId };
  });

  return { ...klient, ...staff };
}
