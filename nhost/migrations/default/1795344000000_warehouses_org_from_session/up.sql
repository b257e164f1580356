-- The admin screens (Magazyny i rampy) insert warehouses without org_id: there is no organization claim in the
-- session, so as for clients a warehouse inserted without one goes to the organization of the session user,
-- when that is unambiguous. The insert permission's check still holds the row to the admin's organization.
CREATE OR REPLACE FUNCTION public.warehouses_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_user_id uuid := public.hasura_session_user_id();
BEGIN
  NEW.code := upper(btrim(NEW.code));
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  IF TG_TABLE_NAME = 'warehouses' THEN
    IF NEW.org_id IS NULL AND session_user_id IS NOT NULL THEN
      SELECT min(p.org_id::text)::uuid INTO NEW.org_id
        FROM public.profiles p
       WHERE p.user_id = session_user_id
      HAVING count(DISTINCT p.org_id) = 1;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = NEW.time_zone) THEN
      RAISE EXCEPTION 'rule "warehouse_time_zone": % is not a known time zone', NEW.time_zone USING ERRCODE = '23514';
    END IF;
  ELSE
    SELECT w.org_id INTO NEW.org_id FROM public.warehouses w WHERE w.id = NEW.warehouse_id;
  END IF;
  RETURN NEW;
END
$$;
