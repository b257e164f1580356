import { findUserById, startSession } from '@rampa/backend';
import { staffWithCampaign } from '../states';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/** nhost-graphql's Kampanie and dashboard state, through SQL on the backend's own database, anew each time. */
export function campaignStateHandlers({ rampa, config }: RunningBackend): StateHandlers {
  const { db, jwt } = rampa;
  const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0]!;
  return onState(staffWithCampaign, async ({ role, email, orgId, campaignName, clientCode, day }) => {
    await db.query(
      `INSERT INTO public.organizations (id, name) VALUES ($1, 'Kampanie Kontraktowe Sp. z o.o.') ON CONFLICT (id) DO NOTHING`,
      [orgId],
    );
    const { id: userId } = await one<{ id: string }>(
      `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
       VALUES ($1, 'pl', $2, true, 'Marketing Kontraktowy')
       ON CONFLICT (email) DO UPDATE SET default_role = EXCLUDED.default_role, disabled = false
       RETURNING id`,
      [email, role],
    );
    await db.query(`DELETE FROM auth.user_roles WHERE user_id = $1 AND role <> $2`, [userId, role]);
    await db.query(
      `INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING`,
      [userId, role],
    );
    const { id: profileId } = await one<{ id: string }>(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, 'Marketing Kontraktowy')
       ON CONFLICT (user_id, org_id, role) DO UPDATE SET display_name = EXCLUDED.display_name RETURNING id`,
      [userId, orgId, role],
    );
    await db.query('DELETE FROM public.campaigns WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.delivery_notices WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.warehouses WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.clients WHERE org_id = $1', [orgId]);
    const { id: clientId } = await one<{ id: string }>(
      `INSERT INTO public.clients (org_id, code, kind, name, email, phone, city, voivodeship, status)
       VALUES ($1, $2, 'company', 'Budmax Sp. z o.o.', 'biuro@budmax.pl', '+48 601 234 567', 'Warszawa', 'mazowieckie', 'active')
       RETURNING id`,
      [orgId, clientCode],
    );
    await db.query(
      `INSERT INTO public.clients (org_id, kind, name, email, city, voivodeship, status)
       VALUES ($1, 'company', 'Betoniarnia Zając', 'zajac@beton.pl', 'Radom', 'mazowieckie', 'active')`,
      [orgId],
    );
    await db.query(
      `INSERT INTO public.client_consents (client_id, channel, granted, source, text_version) VALUES ($1, 'email', true, 'form', '2025-03')`,
      [clientId],
    );
    const { id: warehouseId } = await one<{ id: string }>(
      `INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, 'KMP', 'Magazyn Kampanijny') RETURNING id`,
      [orgId],
    );
    await db.query(`INSERT INTO public.ramps (warehouse_id, code, name) VALUES ($1, 'R1', 'Rampa 1')`, [
      warehouseId,
    ]);
    await db.query(
      `INSERT INTO public.delivery_notices (warehouse_id, client_id, direction, status, planned_start, planned_end, created_by)
       VALUES ($1, $2, 'inbound', 'submitted', ($3::date + time '12:00') AT TIME ZONE 'Europe/Warsaw',
         ($3::date + time '13:00') AT TIME ZONE 'Europe/Warsaw', $4)`,
      [warehouseId, clientId, day, userId],
    );
    const { id: campaignId } = await one<{ id: string }>(
      `INSERT INTO public.campaigns (org_id, name, channel, status, starts_on, ends_on, budget, actual_cost, description, owner_id, segment)
       VALUES ($1, $2, 'email', 'active', $3::date - 7, $3::date + 21, 2000, 450, 'Powitalny e-mail', $4,
         '{"status": ["active"], "voivodeship": ["mazowieckie"]}')
       RETURNING id`,
      [orgId, campaignName, day, profileId],
    );
    const { id: memberId } = await one<{ id: string }>(
      `INSERT INTO public.campaign_members (campaign_id, client_id) VALUES ($1, $2) RETURNING id`,
      [campaignId, clientId],
    );
    const { session } = await startSession(
      db,
      { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
      (await findUserById(db, userId))!,
    );
    return { accessToken: session.accessToken, userId, campaignId, clientId, memberId };
  });
}
