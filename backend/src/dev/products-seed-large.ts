import type { Queryable } from '../db/types';

/**
 * Many products for one organization in one SQL statement per 10,000 (generate_series, no round trips per row):
 * realistic Polish names built from a few word lists, a dozen categories, SKUs `PL-0000001…`, EAN-13 with their
 * check digit (prefix 590, Poland), prices 0,50–2 500 zł, VAT mostly 23 %. Idempotent by SKU (ON CONFLICT).
 */
const CATEGORIES = [
  'Cement i zaprawy',
  'Ściany i bloczki',
  'Stal zbrojeniowa',
  'Drewno i płyty',
  'Chemia budowlana',
  'Izolacje',
  'Pokrycia dachowe',
  'Opakowania kartonowe',
  'Folie i taśmy',
  'Palety i nośniki',
  'Narzędzia',
  'Elektryka',
];

export async function seedManyProducts(
  db: Queryable,
  orgId: string,
  count: number,
  progress?: (done: number) => void,
): Promise<void> {
  for (const [index, name] of CATEGORIES.entries()) {
    await db.query(
      `INSERT INTO public.product_categories (org_id, name, sort_order)
       SELECT $1, $2, $3 WHERE NOT EXISTS (
         SELECT 1 FROM public.product_categories WHERE org_id = $1 AND parent_id IS NULL AND lower(name) = lower($2))`,
      [orgId, name, 100 + index],
    );
  }
  const BATCH = 10_000;
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await db.query(
      `WITH cats AS (
         SELECT array_agg(id ORDER BY sort_order, name) AS ids FROM public.product_categories
          WHERE org_id = $1 AND parent_id IS NULL AND name = ANY($4::text[])
       ), rows AS (
         SELECT n,
           '590' || lpad(((n * 7919) % 1000000000)::text, 9, '0') AS ean12,
           (ARRAY['Cement','Zaprawa','Klej','Płyta','Pręt','Folia','Taśma','Karton','Paleta','Wkręt','Kabel','Farba',
                  'Grunt','Wełna','Styropian','Dachówka','Rynna','Młotek','Łata','Siatka'])[1 + n % 20] || ' ' ||
           (ARRAY['żółty','szary','biały','wzmocniony','ocieplony','łączeniowy','mrozoodporny','zbrojony',
                  'uniwersalny','ekonomiczny','profesjonalny','gruboziarnisty','drobnoziarnisty','elastyczny'])[1 + (n / 20) % 14]
             || ' ' || (1 + n % 97) || ' ' ||
           (ARRAY['kg','mm','cm','m','l','szt.'])[1 + (n / 7) % 6] || ' nr ' || n AS name
           FROM generate_series($2::int, $3::int) AS n
       )
       INSERT INTO public.products (org_id, sku, ean, name, category_id, unit, net_price, vat_rate)
       SELECT $1, 'PL-' || lpad(n::text, 7, '0'),
         ean12 || ((10 - (
           (substr(ean12,1,1)::int + substr(ean12,3,1)::int + substr(ean12,5,1)::int + substr(ean12,7,1)::int
            + substr(ean12,9,1)::int + substr(ean12,11,1)::int)
           + 3 * (substr(ean12,2,1)::int + substr(ean12,4,1)::int + substr(ean12,6,1)::int + substr(ean12,8,1)::int
            + substr(ean12,10,1)::int + substr(ean12,12,1)::int)) % 10) % 10)::text,
         name, cats.ids[1 + n % cardinality(cats.ids)],
         (ARRAY['szt.','kg','t','m','m2','m3','kpl.','opak.','paleta'])[1 + n % 9],
         round((0.5 + ((n * 2654435761::bigint) % 249950) / 100.0)::numeric, 2),
         (ARRAY['23','23','23','23','8','5','0','zw'])[1 + n % 8]
       FROM rows, cats
       ON CONFLICT (org_id, sku) DO NOTHING`,
      [orgId, start, end, CATEGORIES],
    );
    progress?.(end);
  }
}
