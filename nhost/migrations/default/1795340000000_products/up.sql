-- Produkty: the catalogue the awizacja goods lines and the price lists point at. Prices are numeric, never
-- float; the gross price is derived here (per line, half up to the grosz, as Polish invoices round).

-- The audit log's client_id groups a client's history (clients.history). Only the client tables fill it:
-- a delivery notice or a price list also carries a client_id, but its changes are not the client's record.
CREATE OR REPLACE FUNCTION public.audit_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_data jsonb := coalesce(new_row, old_row);
  old_changed jsonb;
  new_changed jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(o.key, o.value), '{}'::jsonb), coalesce(jsonb_object_agg(o.key, n.value), '{}'::jsonb)
      INTO old_changed, new_changed
      FROM jsonb_each(old_row) o JOIN jsonb_each(new_row) n ON n.key = o.key
     WHERE o.value IS DISTINCT FROM n.value AND o.key NOT IN ('updated_at', 'updated_by');
    IF old_changed = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
    old_row := old_changed;
    new_row := new_changed;
  END IF;
  INSERT INTO public.audit_log (table_name, row_id, org_id, client_id, action, old_data, new_data, changed_by)
  VALUES (
    TG_TABLE_NAME,
    (row_data ->> 'id')::uuid,
    (row_data ->> 'org_id')::uuid,
    CASE
      WHEN TG_TABLE_NAME = 'clients' THEN (row_data ->> 'id')::uuid
      WHEN TG_TABLE_NAME IN ('client_contacts', 'client_consents') THEN (row_data ->> 'client_id')::uuid
    END,
    TG_OP,
    old_row,
    new_row,
    public.hasura_session_user_id()
  );
  RETURN NULL;
END
$$;

-- The active Hasura role of the running statement (`x-hasura-role` in `hasura.user`); NULL for admin
-- scripts and seeds, which set no session.
CREATE FUNCTION public.hasura_session_role() RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  raw text := current_setting('hasura.user', true);
  role_name text;
BEGIN
  IF raw IS NULL OR btrim(raw) = '' THEN
    RETURN NULL;
  END IF;
  SELECT value INTO role_name FROM jsonb_each_text(raw::jsonb) WHERE lower(key) = 'x-hasura-role' LIMIT 1;
  RETURN role_name;
EXCEPTION WHEN OTHERS THEN
  RETURN NULL;
END
$$;

-- EAN-13: weights 1,3 alternating over the first twelve digits; the check digit tops the sum up to a ten.
CREATE FUNCTION public.is_valid_ean13(value text) RETURNS boolean
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

CREATE TABLE public.product_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- A tree: a top category has no parent.
  parent_id uuid REFERENCES public.product_categories (id) ON UPDATE CASCADE ON DELETE RESTRICT,
  name text NOT NULL CHECK (btrim(name) <> ''),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT product_categories_parent_not_self CHECK (parent_id IS NULL OR parent_id <> id)
);

CREATE UNIQUE INDEX product_categories_name_key
  ON public.product_categories (org_id, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name));
CREATE INDEX product_categories_parent_idx ON public.product_categories (parent_id);

CREATE TABLE public.products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  sku text NOT NULL CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$'),
  ean text CHECK (ean IS NULL OR public.is_valid_ean13(ean)),
  name text NOT NULL CHECK (btrim(name) <> ''),
  description text,
  category_id uuid REFERENCES public.product_categories (id) ON UPDATE CASCADE ON DELETE SET NULL,
  unit text NOT NULL DEFAULT 'szt.' CHECK (unit IN ('szt.', 'kg', 't', 'm', 'm2', 'm3', 'kpl.', 'opak.', 'paleta')),
  net_price numeric(12, 2) NOT NULL CHECK (net_price >= 0),
  vat_rate text NOT NULL DEFAULT '23' CHECK (vat_rate IN ('23', '8', '5', '0', 'zw')),
  -- numeric round() is half away from zero, which for a price (never negative) is half up.
  gross_price numeric(12, 2) GENERATED ALWAYS AS (
    round(net_price * (100 + CASE WHEN vat_rate = 'zw' THEN 0 ELSE vat_rate::int END) / 100, 2)
  ) STORED,
  active boolean NOT NULL DEFAULT true,
  image_file_id uuid REFERENCES storage.files (id) ON UPDATE CASCADE ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT products_org_id_sku_key UNIQUE (org_id, sku)
);

CREATE INDEX products_org_name_idx ON public.products (org_id, name, id);
CREATE INDEX products_category_idx ON public.products (category_id);
CREATE INDEX products_org_ean_idx ON public.products (org_id, ean);

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX products_name_trgm_idx ON public.products USING gin (name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX products_sku_trgm_idx ON public.products USING gin (sku gin_trgm_ops)';
  END IF;
END
$$;

-- A category and a product belong to one organization: the parent category and the product's category
-- must be of the same one. A refusal names its rule, so the app can say it in Polish.
CREATE FUNCTION public.products_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  IF TG_TABLE_NAME = 'product_categories' THEN
    IF NEW.parent_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM public.product_categories c WHERE c.id = NEW.parent_id AND c.org_id = NEW.org_id
    ) THEN
      RAISE EXCEPTION 'rule "category_other_org": the parent category belongs to another organization'
        USING ERRCODE = '23514';
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.parent_id IS NOT NULL AND EXISTS (
      WITH RECURSIVE up AS (
        SELECT c.id, c.parent_id FROM public.product_categories c WHERE c.id = NEW.parent_id
        UNION
        SELECT c.id, c.parent_id FROM public.product_categories c JOIN up ON c.id = up.parent_id
      )
      SELECT 1 FROM up WHERE up.id = NEW.id
    ) THEN
      RAISE EXCEPTION 'rule "category_cycle": a category cannot be placed under itself' USING ERRCODE = '23514';
    END IF;
  ELSE
    NEW.sku := btrim(NEW.sku);
    IF NEW.category_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM public.product_categories c WHERE c.id = NEW.category_id AND c.org_id = NEW.org_id
    ) THEN
      RAISE EXCEPTION 'rule "category_other_org": the category belongs to another organization'
        USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER product_categories_before_write
BEFORE INSERT OR UPDATE ON public.product_categories
FOR EACH ROW EXECUTE FUNCTION public.products_before_write();

CREATE TRIGGER products_before_write
BEFORE INSERT OR UPDATE ON public.products
FOR EACH ROW EXECUTE FUNCTION public.products_before_write();

CREATE TRIGGER product_categories_audit
AFTER INSERT OR UPDATE OR DELETE ON public.product_categories
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER products_audit
AFTER INSERT OR UPDATE OR DELETE ON public.products
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();
