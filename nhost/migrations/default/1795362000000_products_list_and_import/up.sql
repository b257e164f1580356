-- Produkty at 100,000 products: the list's pages and the CSV import (issue #13).
--
-- The list. Permissions reach the organization through a join (organization → profiles), so no equality on
-- org_id leads the list's query and an index led by org_id serves none of it: the default order (name, id) walks
-- this index and stops at a page, checking each row's organization on the way; a category's list walks the
-- category's names the same way, and each other order the list offers has its index too (a price's ties are few,
-- so its descending order reads the index backwards; the newest first is updated_at's usual order, and an
-- import's rows share one). The search's EAN arm (`ean LIKE '5901%'`, digits only) needs an index of pattern
-- order whatever the database's collation; it serves `ean = …` too.
DROP INDEX public.products_org_name_idx;
CREATE INDEX products_name_idx ON public.products (name, id);
CREATE INDEX products_sku_idx ON public.products (sku, id);
CREATE INDEX products_net_price_idx ON public.products (net_price, id);
CREATE INDEX products_gross_price_idx ON public.products (gross_price, id);
CREATE INDEX products_updated_at_idx ON public.products (updated_at DESC, id);
DROP INDEX public.products_category_idx;
-- It carries the organization and the state too: a category's count (8,000 of 100,000) reads only this index
-- once the table is vacuumed.
CREATE INDEX products_category_name_idx ON public.products (category_id, name, id) INCLUDE (org_id, active);
DROP INDEX public.products_org_ean_idx;
CREATE INDEX products_ean_idx ON public.products (ean text_pattern_ops);

-- The search's trigram indexes (1795340000000_products, where pg_trgm is there) take new rows into a pending list
-- that every search reads through, up to 4 MB of it by default: after the 100,000-product seed that was 490 pages
-- and 40 ms of each search, until a vacuum. A 256 kB list keeps that to a millisecond or two; an import merges
-- it into the index more often, for the same work in all (tried on PGlite: a 10,000-row import took as long).
DO $$
BEGIN
  IF to_regclass('public.products_name_trgm_idx') IS NOT NULL THEN
    ALTER INDEX public.products_name_trgm_idx SET (gin_pending_list_limit = 256);
  END IF;
  IF to_regclass('public.products_sku_trgm_idx') IS NOT NULL THEN
    ALTER INDEX public.products_sku_trgm_idx SET (gin_pending_list_limit = 256);
  END IF;
END
$$;

-- The import. A 10,000-row file went in as one INSERT … SELECT, but every row then ran three PL/pgSQL calls of
-- its own: the write trigger (trimming the SKU and looking the category up), the audit trigger (an INSERT into
-- audit_log, and the session's user parsed again in a subtransaction), and the EAN check's loop. Half of the
-- import's time was the audit alone. Now an INSERT runs the row trigger only for a SKU that needs trimming, and
-- checks the categories and writes the audit entries once per statement, from its new rows; updates and deletes
-- keep their row triggers (an update's entry holds only what changed).
DROP TRIGGER products_before_write ON public.products;
CREATE TRIGGER products_before_update
BEFORE UPDATE ON public.products
FOR EACH ROW EXECUTE FUNCTION public.products_before_write();
CREATE TRIGGER products_before_insert
BEFORE INSERT ON public.products
FOR EACH ROW WHEN (NEW.sku IS DISTINCT FROM btrim(NEW.sku))
EXECUTE FUNCTION public.products_before_write();

CREATE FUNCTION public.products_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_by uuid := public.hasura_session_user_id();
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted n
     WHERE n.category_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM public.product_categories c WHERE c.id = n.category_id AND c.org_id = n.org_id)
  ) THEN
    RAISE EXCEPTION 'rule "category_other_org": the category belongs to another organization'
      USING ERRCODE = '23514';
  END IF;
  -- As audit_row_change writes an INSERT's entry: the whole new row.
  INSERT INTO public.audit_log (table_name, row_id, org_id, client_id, action, old_data, new_data, changed_by)
  SELECT TG_TABLE_NAME, n.id, n.org_id, NULL, 'INSERT', NULL, to_jsonb(n), changed_by
    FROM inserted n;
  RETURN NULL;
END
$$;

DROP TRIGGER products_audit ON public.products;
CREATE TRIGGER products_audit
AFTER UPDATE OR DELETE ON public.products
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();
CREATE TRIGGER products_after_insert
AFTER INSERT ON public.products
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION public.products_after_insert();

-- The same rule as 1795340000000_products, as one SQL expression, which PostgreSQL inlines into the CHECK
-- constraint rather than calling PL/pgSQL per row. ascii() of a digit is 48 more than the digit, and the weights
-- (1 and 3 over the first twelve, 1 for the check digit) add up to 25: 25 × 48 = 1200 leaves the sum's last digit
-- as it is, so the check is that the weighted sum of the characters' codes ends in 0.
CREATE OR REPLACE FUNCTION public.is_valid_ean13(value text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(value ~ '^[0-9]{13}$', false) AND (
    ascii(substr(value, 1, 1)) + ascii(substr(value, 3, 1)) + ascii(substr(value, 5, 1))
    + ascii(substr(value, 7, 1)) + ascii(substr(value, 9, 1)) + ascii(substr(value, 11, 1))
    + 3 * (ascii(substr(value, 2, 1)) + ascii(substr(value, 4, 1)) + ascii(substr(value, 6, 1))
           + ascii(substr(value, 8, 1)) + ascii(substr(value, 10, 1)) + ascii(substr(value, 12, 1)))
    + ascii(substr(value, 13, 1))
  ) % 10 = 0
$$;
