-- Cenniki: a price list made for one client. Its items keep the net price and VAT rate they were given, so a
-- list reads the same after the catalogue changes; the gross price is derived per line, half up to the grosz.
-- The generated PDF and CSV live in the `price-lists` bucket and are read by whoever may read the list.

ALTER TABLE public.profiles ADD COLUMN IF NOT EXISTS client_id uuid REFERENCES public.clients (id);

INSERT INTO storage.buckets (id, min_upload_file_size, max_upload_file_size, cache_control, download_expiration)
VALUES ('price-lists', 1, 20000000, 'private, max-age=300', 300)
ON CONFLICT (id) DO NOTHING;

-- Only the generator writes this bucket, and only PDFs and CSVs.
CREATE FUNCTION public.price_list_files_type() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.bucket_id = 'price-lists' AND coalesce(NEW.mime_type, '') NOT IN ('application/pdf', 'text/csv', 'text/plain') THEN
    RAISE EXCEPTION 'rule "price_list_file_type": a price list file is a PDF or a CSV' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER price_list_files_type
BEFORE INSERT OR UPDATE OF bucket_id, mime_type ON storage.files
FOR EACH ROW EXECUTE FUNCTION public.price_list_files_type();

-- The last number given out per organization and year; the row lock serialises concurrent inserts, and a
-- rolled-back insert rolls its increment back with it, so numbers have no gaps.
CREATE TABLE public.price_list_counters (
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  year integer NOT NULL,
  last_value integer NOT NULL,
  PRIMARY KEY (org_id, year)
);

CREATE TABLE public.price_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Copied from the client by the trigger.
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- CN/RRRR/NNNN, given by the trigger.
  number text NOT NULL,
  client_id uuid NOT NULL REFERENCES public.clients (id) ON UPDATE CASCADE ON DELETE CASCADE,
  valid_from date NOT NULL,
  valid_to date,
  discount_percent numeric(5, 2) NOT NULL DEFAULT 0,
  -- The columns shown, in order, comma-separated.
  columns text NOT NULL DEFAULT 'sku,name,unit,net,vat,gross',
  note text,
  created_by uuid REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  pdf_file_id uuid REFERENCES storage.files (id) ON UPDATE CASCADE ON DELETE SET NULL,
  csv_file_id uuid REFERENCES storage.files (id) ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT price_lists_org_number_key UNIQUE (org_id, number),
  CONSTRAINT price_list_discount CHECK (discount_percent >= 0 AND discount_percent < 100),
  CONSTRAINT price_list_validity CHECK (valid_to IS NULL OR valid_to >= valid_from),
  CONSTRAINT price_list_columns CHECK (
    columns ~ '^(sku|ean|name|unit|net|vat|gross|image)(,(sku|ean|name|unit|net|vat|gross|image))*$'
  )
);

CREATE INDEX price_lists_client_idx ON public.price_lists (client_id, created_at DESC);
CREATE INDEX price_lists_org_idx ON public.price_lists (org_id, created_at DESC);

CREATE TABLE public.price_list_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  price_list_id uuid NOT NULL REFERENCES public.price_lists (id) ON UPDATE CASCADE ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES public.products (id) ON UPDATE CASCADE ON DELETE RESTRICT,
  position integer NOT NULL DEFAULT 0,
  -- The catalogue's net price when the list was made, and the price on the list (after the discount).
  catalogue_net_price numeric(12, 2) NOT NULL CHECK (catalogue_net_price >= 0),
  net_price numeric(12, 2) NOT NULL CHECK (net_price >= 0),
  vat_rate text NOT NULL CHECK (vat_rate IN ('23', '8', '5', '0', 'zw')),
  -- numeric round() is half away from zero, which for a price (never negative) is half up.
  gross_price numeric(12, 2) GENERATED ALWAYS AS (
    round(net_price * (100 + CASE WHEN vat_rate = 'zw' THEN 0 ELSE vat_rate::int END) / 100, 2)
  ) STORED,
  CONSTRAINT price_list_items_product_key UNIQUE (price_list_id, product_id)
);

CREATE INDEX price_list_items_product_idx ON public.price_list_items (product_id);

-- Number, organization and author on insert; afterwards a list keeps what it says (only its files are set,
-- once generated).
CREATE FUNCTION public.price_lists_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_user_id uuid := public.hasura_session_user_id();
  client_org uuid;
  list_year integer;
  next_value integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT c.org_id INTO client_org FROM public.clients c WHERE c.id = NEW.client_id;
    IF NEW.org_id IS NOT NULL AND NEW.org_id IS DISTINCT FROM client_org THEN
      RAISE EXCEPTION 'rule "price_list_client_other_org": the client belongs to another organization'
        USING ERRCODE = '23514';
    END IF;
    NEW.org_id := client_org;
    list_year := extract(year FROM (now() AT TIME ZONE 'Europe/Warsaw'))::int;
    INSERT INTO public.price_list_counters AS c (org_id, year, last_value) VALUES (NEW.org_id, list_year, 1)
    ON CONFLICT (org_id, year) DO UPDATE SET last_value = c.last_value + 1
    RETURNING last_value INTO next_value;
    NEW.number := 'CN/' || list_year || '/' || lpad(next_value::text, 4, '0');
    NEW.created_by := coalesce(session_user_id, NEW.created_by);
    NEW.created_at := now();
  ELSE
    IF (NEW.org_id, NEW.number, NEW.client_id, NEW.valid_from, NEW.valid_to, NEW.discount_percent, NEW.columns,
        NEW.created_by, NEW.created_at)
       IS DISTINCT FROM
       (OLD.org_id, OLD.number, OLD.client_id, OLD.valid_from, OLD.valid_to, OLD.discount_percent, OLD.columns,
        OLD.created_by, OLD.created_at) THEN
      RAISE EXCEPTION 'rule "price_list_immutable": a price list keeps what it was made with' USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER price_lists_before_write
BEFORE INSERT OR UPDATE ON public.price_lists
FOR EACH ROW EXECUTE FUNCTION public.price_lists_before_write();

-- An item copies the product's catalogue net price and VAT rate; its net price on the list is the one given
-- (a price agreed for this client) or, when none is, the catalogue price less the list's discount, rounded
-- half up to the grosz.
CREATE FUNCTION public.price_list_items_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  product record;
  discount numeric;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'rule "price_list_immutable": a price list keeps what it was made with' USING ERRCODE = '23514';
  END IF;
  SELECT p.net_price, p.vat_rate, l.discount_percent INTO product
    FROM public.products p JOIN public.price_lists l ON l.org_id = p.org_id
   WHERE p.id = NEW.product_id AND l.id = NEW.price_list_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'rule "price_list_item_other_org": the product belongs to another organization'
      USING ERRCODE = '23514';
  END IF;
  discount := product.discount_percent;
  NEW.catalogue_net_price := product.net_price;
  NEW.vat_rate := product.vat_rate;
  NEW.net_price := coalesce(NEW.net_price, round(product.net_price * (100 - discount) / 100, 2));
  RETURN NEW;
END
$$;

CREATE TRIGGER price_list_items_before_write
BEFORE INSERT OR UPDATE ON public.price_list_items
FOR EACH ROW EXECUTE FUNCTION public.price_list_items_before_write();

CREATE TRIGGER price_lists_audit
AFTER INSERT OR UPDATE OR DELETE ON public.price_lists
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();
