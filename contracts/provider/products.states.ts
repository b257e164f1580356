import { findUserById, startSession } from '@rampa/backend';
import { staffWithProduct } from '../states';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/**
 * nhost-graphql's Produkty states, through SQL on the backend's own database: the organization's catalogue is
 * removed and made again each time.
 */
export function productStateHandlers({ rampa, config }: RunningBackend): StateHandlers {
  const { db, jwt } = rampa;
  const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0]!;
  return onState(staffWithProduct, async ({ role, email, orgId, sku, categoryName }) => {
    await db.query(
      `INSERT INTO public.organizations (id, name) VALUES ($1, 'Hurtownia Kontraktowa Sp. z o.o.') ON CONFLICT (id) DO NOTHING`,
      [orgId],
    );
    const { id: userId } = await one<{ id: string }>(
      `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
       VALUES ($1, 'pl', $2, true, 'Pracownik Kontraktowy')
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
      `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, 'Pracownik Kontraktowy')
       ON CONFLICT (user_id, org_id, role) DO NOTHING`,
      [userId, orgId, role],
    );
    await db.query('DELETE FROM public.products WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.product_categories WHERE org_id = $1', [orgId]);
    const { id: categoryId } = await one<{ id: string }>(
      `INSERT INTO public.product_categories (org_id, name, sort_order) VALUES ($1, $2, 1) RETURNING id`,
      [orgId, categoryName],
    );
    const { id: productId } = await one<{ id: string }>(
      `INSERT INTO public.products (org_id, sku, ean, name, description, category_id, unit, net_price, vat_rate)
       VALUES ($1, $2, '5901234123457', 'Cement portlandzki CEM I 42,5R 25 kg', 'Worek 25 kg', $3, 'opak.', 24.99, '23')
       RETURNING id`,
      [orgId, sku, categoryId],
    );
    const { session } = await startSession(
      db,
      { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
      (await findUserById(db, userId))!,
    );
    return { accessToken: session.accessToken, categoryId, productId };
  });
}
