-- The CSV import of products (org_admin): one row here carries every product of a file as a JSON array, and
-- its insert adds them all in one statement of the same transaction, so a file goes in whole or not at all (a
-- taken SKU, a wrong EAN check digit, a negative price: the products table's own constraints refuse it and
-- nothing stays). One bound value for any number of rows keeps a 10,000-row file within PostgreSQL's limit of
-- 65,535 parameters per statement, which one `insert_products` of 10,000 objects would exceed.
CREATE TABLE public.product_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- [{sku, ean, name, description, category_id, unit, net_price, vat_rate, active}, ...]; emptied once the
  -- products are in (each is in the audit log), so the import keeps only its count.
  products jsonb,
  row_count integer NOT NULL DEFAULT 0,
  created_by uuid REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX product_imports_org_idx ON public.product_imports (org_id, created_at DESC);

CREATE FUNCTION public.product_imports_insert_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.products IS NULL OR jsonb_typeof(NEW.products) <> 'array' OR jsonb_array_length(NEW.products) = 0 THEN
    RAISE EXCEPTION 'rule "import_empty": an import needs a non-empty array of products' USING ERRCODE = '23514';
  END IF;
  IF jsonb_array_length(NEW.products) > 10000 THEN
    RAISE EXCEPTION 'rule "import_too_large": an import takes at most 10000 products' USING ERRCODE = '23514';
  END IF;
  INSERT INTO public.products (org_id, sku, ean, name, description, category_id, unit, net_price, vat_rate, active)
  SELECT NEW.org_id, r.sku, nullif(r.ean, ''), r.name, nullif(r.description, ''), r.category_id,
         coalesce(r.unit, 'szt.'), r.net_price, coalesce(r.vat_rate, '23'), coalesce(r.active, true)
    FROM jsonb_to_recordset(NEW.products) AS r(
      sku text, ean text, name text, description text, category_id uuid, unit text, net_price numeric(12, 2),
      vat_rate text, active boolean
    );
  NEW.row_count := jsonb_array_length(NEW.products);
  NEW.products := NULL;
  NEW.created_by := coalesce(NEW.created_by, public.hasura_session_user_id());
  RETURN NEW;
END
$$;

CREATE TRIGGER product_imports_insert_products
BEFORE INSERT ON public.product_imports
FOR EACH ROW EXECUTE FUNCTION public.product_imports_insert_products();
