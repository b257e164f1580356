CREATE OR REPLACE FUNCTION public.warehouses_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.code := upper(btrim(NEW.code));
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  IF TG_TABLE_NAME = 'warehouses' THEN
    IF NOT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = NEW.time_zone) THEN
      RAISE EXCEPTION 'rule "warehouse_time_zone": % is not a known time zone', NEW.time_zone USING ERRCODE = '23514';
    END IF;
  ELSE
    SELECT w.org_id INTO NEW.org_id FROM public.warehouses w WHERE w.id = NEW.warehouse_id;
  END IF;
  RETURN NEW;
END
$$;
