import { findUserById, startSession } from '@rampa/backend';
import { staffWithPriceList } from '../states';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/**
 * nhost-graphql's and nhost-functions' Cenniki states, through SQL on the backend's own database: the organization's client, product
 * and one price list for that client are made again each time. A `klient` user works for that client.
 */
export function priceListStateHandlers({ rampa, config }: RunningBackend): StateHandlers {
  const { db, jwt } = rampa;
  const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0]!;
  return onState(staffWithPriceList, async ({ role, email, orgId, clientName }) => {
    await db.query(
      `INSERT INTO public.organizations (id, name, nip) VALUES ($1, 'Hurtownia Cennikowa Sp. z o.o.', '5260250274')
       ON CONFLICT (id) DO NOTHING`,
      [orgId],
    );
    await db.query(
      `DELETE FROM public.price_list_items WHERE price_list_id IN (SELECT id FROM public.price_lists WHERE org_id = $1)`,
      [orgId],
    );
    await db.query('DELETE FROM public.price_lists WHERE org_id = $1', [orgId]);
    await db.query('UPDATE public.profiles SET client_id = NULL WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.clients WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.products WHERE org_id = $1', [orgId]);
    const { id: clientId } = await one<{ id: string }>(
      `INSERT INTO public.clients (org_id, kind, name, status) VALUES ($1, 'company', $2, 'active') RETURNING id`,
      [orgId, clientName],
    );
    const { id: productId } = await one<{ id: string }>(
      `INSERT INTO public.products (org_id, sku, name, unit, net_price, vat_rate)
       VALUES ($1, 'CEM-425-25', 'Cement portlandzki CEM I 42,5R 25 kg', 'opak.', 24.99, '23') RETURNING id`,
      [orgId],
    );
    const { id: listId } = await one<{ id: string }>(
      `INSERT INTO public.price_lists (client_id, valid_from, valid_to, discount_percent, note)
       VALUES ($1, '2026-11-25', '2027-02-28', 5, 'Cennik kwartalny') RETURNING id`,
      [clientId],
    );
    await db.query(
      'INSERT INTO public.price_list_items (price_list_id, product_id, position) VALUES ($1, $2, 1)',
      [listId, productId],
    );
    const { id: userId } = await one<{ id: string }>(
      `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
       VALUES ($1, 'pl', $2, true, 'Pracownik Cennikowy')
       ON CONFLICT (email) DO UPDATE SET default_role = EXCLUDED.default_role, disabled = false
       RETURNING id`,
      [email, role],
    );
    await db.query(`DELETE FROM auth.user_roles WHERE user_id = $1 AND role <> $2`, [userId, role]);
    await db.query(
      `INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING`,
      [userId, role],
    );
    await db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name, client_id)
       VALUES ($1, $2, $3, 'Pracownik Cennikowy', $4)
       ON CONFLICT (user_id, org_id, role) DO UPDATE SET client_id = EXCLUDED.client_id`,
      [userId, orgId, role, role === 'klient' ? clientId : null],
    );
    const { session } = await startSession(
      db,
      { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
      (await findUserById(db, userId))!,
    );
    return { accessToken: session.accessToken, clientId, productId };
  });
}
