import { findUserById, startSession } from '@rampa/backend';
import {
  driverWithConfirmedNotice,
  klientOfClient,
  staffWithNotice,
  warehouseWithNoticeInProgress,
} from '../states';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/** The draft's window: Monday 4 January 2100, 08:00–09:00 in Warsaw, far from any other test's data. */
export const NOTICE_WINDOW = { start: '2100-01-04T07:00:00.000Z', end: '2100-01-04T08:00:00.000Z' };

/**
 * nhost-graphql's Awizacje states, through SQL on the backend's own database. The organization's notices,
 * warehouses, products and files are removed and made again each time (the notices first: nothing else may go
 * while one points at it).
 */
export function noticeStateHandlers({ rampa, config }: RunningBackend): StateHandlers {
  const { db, jwt } = rampa;
  const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0]!;
  const setUp = async (
    {
      role,
      email,
      orgId,
      warehouseCode,
      clientCode,
    }: Record<'role' | 'email' | 'orgId' | 'warehouseCode' | 'clientCode', string>,
    status: 'draft' | 'in_progress',
  ) => {
    await db.query(
      `INSERT INTO public.organizations (id, name) VALUES ($1, 'Logistyka Kontraktowa Sp. z o.o.') ON CONFLICT (id) DO NOTHING`,
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
    // A kierowca of the organization, for the drivers list.
    const { id: driverUserId } = await one<{ id: string }>(
      `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
       VALUES ($1, 'pl', 'kierowca', true, 'Kierowca Kontraktowy')
       ON CONFLICT (email) DO UPDATE SET disabled = false RETURNING id`,
      [`kierowca.${orgId}@example.com`],
    );
    await db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name, phone)
       VALUES ($1, $2, 'kierowca', 'Kierowca Kontraktowy', '+48 601 234 567')
       ON CONFLICT (user_id, org_id, role) DO NOTHING`,
      [driverUserId, orgId],
    );

    await db.query('DELETE FROM public.delivery_notices WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.warehouses WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.products WHERE org_id = $1', [orgId]);
    await db.query('DELETE FROM public.product_categories WHERE org_id = $1', [orgId]);
    await db.query(`DELETE FROM storage.files WHERE bucket_id = 'attachments' AND uploaded_by_user_id = $1`, [
      userId,
    ]);

    const { id: clientId } = await one<{ id: string }>(
      `INSERT INTO public.clients (org_id, code, kind, name, status) VALUES ($1, $2, 'company', 'Odbiorca Kontraktowy S.A.', 'active')
       ON CONFLICT (org_id, code) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [orgId, clientCode],
    );
    const hours = JSON.stringify(
      Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((d) => [d, { open: '06:00', close: '22:00' }])),
    );
    const { id: warehouseId } = await one<{ id: string }>(
      `INSERT INTO public.warehouses (org_id, code, name, address, opening_hours)
       VALUES ($1, $2, 'Magazyn Kontraktowy', 'ul. Logistyczna 1, 95-010 Stryków', $3) RETURNING id`,
      [orgId, warehouseCode, hours],
    );
    const { id: rampId } = await one<{ id: string }>(
      `INSERT INTO public.ramps (warehouse_id, code, name, kind) VALUES ($1, 'R1', 'Rampa 1', 'both') RETURNING id`,
      [warehouseId],
    );
    await db.query(
      `INSERT INTO public.ramps (warehouse_id, code, name, kind) VALUES ($1, 'R2', 'Rampa 2', 'unloading')`,
      [warehouseId],
    );
    const { id: spareWarehouseId } = await one<{ id: string }>(
      `INSERT INTO public.warehouses (org_id, code, name, address)
       VALUES ($1, 'ZAP', 'Magazyn zapasowy', 'ul. Zapasowa 2, 95-010 Stryków') RETURNING id`,
      [orgId],
    );
    const { id: spareRampId } = await one<{ id: string }>(
      `INSERT INTO public.ramps (warehouse_id, code, name) VALUES ($1, 'Z1', 'Rampa zapasowa') RETURNING id`,
      [spareWarehouseId],
    );
    const { id: productId } = await one<{ id: string }>(
      `INSERT INTO public.products (org_id, sku, ean, name, unit, net_price)
       VALUES ($1, 'CEM-325-25', '5901234123457', 'Cement portlandzki CEM I 32,5R 25 kg', 'opak.', 18.99) RETURNING id`,
      [orgId],
    );
    const { id: noticeId } = await one<{ id: string }>(
      `INSERT INTO public.delivery_notices (warehouse_id, client_id, ramp_id, direction, status, planned_start,
         planned_end, carrier_name, truck_plate, trailer_plate, driver_name, driver_phone, pallets, weight_kg,
         reference_numbers, notes, created_by)
       VALUES ($1, $2, $3, 'inbound', $7, $4, $5, 'Raben Logistics Polska Sp. z o.o.', 'EL12345', 'EL54321',
         'Marek Wójcik', '+48 502 111 222', 18, 14500, '{ZAM/2100/00001}', 'Towar na paletach EUR', $6)
       RETURNING id`,
      [warehouseId, clientId, rampId, NOTICE_WINDOW.start, NOTICE_WINDOW.end, userId, status],
    );
    const { id: itemId } = await one<{ id: string }>(
      `INSERT INTO public.delivery_notice_items (notice_id, product_id, quantity) VALUES ($1, $2, 40) RETURNING id`,
      [noticeId, productId],
    );
    const file = async (name: string) =>
      (
        await one<{ id: string }>(
          `INSERT INTO storage.files (bucket_id, name, mime_type, size, is_uploaded, uploaded_by_user_id)
           VALUES ('attachments', $1, 'application/pdf', 182344, true, $2) RETURNING id`,
          [name, userId],
        )
      ).id;
    const attachedFile = await file('CMR-12345.pdf');
    const fileId = await file('WZ-2100-01.pdf');
    const { id: attachmentId } = await one<{ id: string }>(
      `INSERT INTO public.delivery_notice_attachments (notice_id, file_id, kind, created_by)
       VALUES ($1, $2, 'cmr', $3) RETURNING id`,
      [noticeId, attachedFile, userId],
    );
    const { session } = await startSession(
      db,
      { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
      (await findUserById(db, userId))!,
    );
    return {
      accessToken: session.accessToken,
      noticeId,
      warehouseId,
      rampId,
      spareWarehouseId,
      spareRampId,
      clientId,
      productId,
      attachmentId,
      fileId,
      itemId,
    };
  };
  return {
    ...onState(staffWithNotice, async (params) => {
      const { itemId: _itemId, ...values } = await setUp(params, 'draft');
      return values;
    }),
    ...onState(warehouseWithNoticeInProgress, async (params) => {
      const { accessToken, noticeId, itemId } = await setUp(params, 'in_progress');
      return { accessToken, noticeId, itemId };
    }),
    // The kierowca's and the klient's states build on the same organization, then hand the notice to them as
    // the admin would (no session: no role rules).
    ...onState(driverWithConfirmedNotice, async (params) => {
      const { accessToken, noticeId } = await setUp({ ...params, role: 'kierowca' }, 'draft');
      await db.query(
        `UPDATE public.delivery_notices n SET status = 'confirmed', driver_name = NULL, driver_phone = NULL,
           driver_profile_id = (SELECT p.id FROM public.profiles p JOIN auth.users u ON u.id = p.user_id
                                 WHERE u.email = $2 AND p.role = 'kierowca' AND p.org_id = n.org_id)
         WHERE n.id = $1`,
        [noticeId, params.email],
      );
      return { accessToken, noticeId, arrivedAt: new Date(Date.now() - 5 * 60_000).toISOString() };
    }),
    ...onState(klientOfClient, async (params) => {
      const { accessToken, noticeId, clientId, warehouseId, productId } = await setUp(
        { ...params, role: 'klient' },
        'draft',
      );
      await db.query(
        `UPDATE public.profiles p SET client_id = $2 FROM auth.users u
         WHERE u.id = p.user_id AND u.email = $1 AND p.role = 'klient' AND p.org_id = $3`,
        [params.email, clientId, params.orgId],
      );
      await db.query(`UPDATE public.delivery_notices SET status = 'submitted' WHERE id = $1`, [noticeId]);
      return { accessToken, clientId, noticeId, warehouseId, productId };
    }),
  };
}
