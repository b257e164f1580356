import type { Database } from '../db/types';

/**
 * The demo organization's price lists (cenniki), made by the demo handlowiec: two for the client the demo
 * klient works for and one for another client, each over a few catalogue categories with a discount. Added
 * once (an organization that has any keeps what it has). Their PDF and CSV are made in the background within
 * a minute or two of the first start, by the generator's own code (functions/pricelists/render-pending, the
 * `render-pending-price-lists` cron trigger); the lines carry the prices.
 */
const DEMO_PRICE_LISTS = [
  {
    forKlient: true,
    categories: ['Cement i zaprawy', 'Ściany i bloczki'],
    discount: 5,
    validDays: 90,
    note: 'Cennik kwartalny dla budowy przy ul. Łąkowej',
  },
  {
    forKlient: true,
    categories: ['Chemia budowlana'],
    discount: 8,
    validDays: 30,
    note: 'Promocja na chemię budowlaną',
  },
  { forKlient: false, categories: ['Cement i zaprawy'], discount: 3, validDays: 60, note: null },
] as const;

export async function seedDemoPriceLists(db: Database, orgId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.query('SELECT 1 FROM public.price_lists WHERE org_id = $1 LIMIT 1', [orgId]);
    if (existing.rows.length > 0) return;
    const { rows: people } = await tx.query<{ user_id: string; role: string; client_id: string | null }>(
      `SELECT user_id, role, client_id FROM public.profiles WHERE org_id = $1 AND role IN ('handlowiec', 'klient')`,
      [orgId],
    );
    const author = people.find((p) => p.role === 'handlowiec')?.user_id ?? null;
    const klientClient = people.find((p) => p.role === 'klient' && p.client_id)?.client_id;
    const { rows: others } = await tx.query<{ id: string }>(
      `SELECT id FROM public.clients WHERE org_id = $1 AND id IS DISTINCT FROM $2 AND kind = 'company'
       ORDER BY code LIMIT 1`,
      [orgId, klientClient ?? null],
    );
    for (const list of DEMO_PRICE_LISTS) {
      const clientId = list.forKlient ? klientClient : others[0]?.id;
      if (!clientId) continue;
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO public.price_lists (client_id, valid_from, valid_to, discount_percent, note, created_by)
         VALUES ($1, current_date, current_date + $2::int, $3, $4, $5) RETURNING id`,
        [clientId, list.validDays, list.discount, list.note, author],
      );
      await tx.query(
        `INSERT INTO public.price_list_items (price_list_id, product_id, position)
         SELECT $1, p.id, row_number() OVER (ORDER BY c.sort_order, p.name)
           FROM public.products p JOIN public.product_categories c ON c.id = p.category_id
          WHERE p.org_id = $2 AND p.active AND c.name = ANY($3::text[])`,
        [rows[0]!.id, orgId, list.categories],
      );
    }
  });
}
