import { findUserById, startSession } from '@rampa/backend';
import { adminWithKlient } from '../states';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/**
 * nhost-graphql's /admin states, through SQL on the backend's own database: the organization, its two clients,
 * its administrator and a klient user of the first client are made again each time.
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
  return onState(adminWithKlient, async ({ email, orgId, klientEmail, clientName, otherClientName }) => {
    await db.query(
      `INSERT INTO public.organizations (id, name) VALUES ($1, 'Hurtownia Administracyjna Sp. z o.o.')
       ON CONFLICT (id) DO NOTHING`,
      [orgId],
    );
    await db.query('DELETE FROM public.profiles WHERE org_id = $1', [orgId]);
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
    for (const [userId, role] of [
      [adminId, 'org_admin'],
      [klientId, 'klient'],
    ] as const) {
      await db.query(`DELETE FROM auth.user_roles WHERE user_id = $1 AND role <> $2`, [userId, role]);
      await db.query(
        `INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING`,
        [userId, role],
      );
    }
    await db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, 'org_admin', 'Administrator')`,
      [adminId, orgId],
    );
    const { id: profileId } = await one<{ id: string }>(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name, client_id)
       VALUES ($1, $2, 'klient', 'Klient Kontraktowy', $3) RETURNING id`,
      [klientId, orgId, clientId],
    );
    const { session } = await startSession(
      db,
      { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
      (await findUserById(db, adminId))!,
    );
    return { accessToken: session.accessToken, profileId, otherClientId };
  });
}
