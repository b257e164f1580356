CREATE OR REPLACE FUNCTION public.is_valid_ean13(value text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  total int := 0;
BEGIN
  IF value IS NULL OR value !~ '^[0-9]{13}$' THEN
    RETURN false;
  END IF;
  FOR i IN 1..12 LOOP
    total := total + substr(value, i, 1)::int * CASE WHEN i % 2 = 0 THEN 3 ELSE 1 END;
  END LOOP;
  RETURN (10 - total % 10) % 10 = substr(value, 13, 1)::int;
END
$$;

DROP TRIGGER products_after_insert ON public.products;
DROP TRIGGER products_audit ON public.products;
CREATE TRIGGER products_audit
AFTER INSERT OR UPDATE OR DELETE ON public.products
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();
DROP FUNCTION public.products_after_insert();

DROP TRIGGER products_before_insert ON public.products;
DROP TRIGGER products_before_update ON public.products;
CREATE TRIGGER products_before_write
BEFORE INSERT OR UPDATE ON public.products
FOR EACH ROW EXECUTE FUNCTION public.products_before_write();

DROP INDEX public.products_ean_idx;
CREATE INDEX products_org_ean_idx ON public.products (org_id, ean);
DROP INDEX public.products_category_name_idx;
CREATE INDEX products_category_idx ON public.products (category_id);
DROP INDEX public.products_updated_at_idx;
DROP INDEX public.products_gross_price_idx;
DROP INDEX public.products_net_price_idx;
DROP INDEX public.products_sku_idx;
DROP INDEX public.products_name_idx;
CREATE INDEX products_org_name_idx ON public.products (org_id, name, id);

DO $$
BEGIN
  IF to_regclass('public.products_name_trgm_idx') IS NOT NULL THEN
    ALTER INDEX public.products_name_trgm_idx RESET (gin_pending_list_limit);
  END IF;
  IF to_regclass('public.products_sku_trgm_idx') IS NOT NULL THEN
    ALTER INDEX public.products_sku_trgm_idx RESET (gin_pending_list_limit);
  END IF;
END
$$;
