-- Issue 11 audit: two rules the screens only hinted at.
--
-- 1. The attachments of a notice are locked like its goods lines: once a notice is past `submitted`, the sales side
--    (handlowiec, klient) may neither attach nor remove a file; the warehouse and the driver still may (a CMR signed at
--    the ramp). A storage delete of an attached file cascades to its attachment row and is refused the same way.
-- 2. A deactivated warehouse takes no new bookings: a notice is not submitted or confirmed at an inactive warehouse,
--    nor moved to one while it asks for or holds a slot. Whoever does it (as for an inactive ramp,
--    notice_ramp_inactive in delivery_notices_before_write()). Notices already there keep their history.
-- Own triggers, so the functions of 1795341000000_delivery_notices stay as they are.

CREATE FUNCTION public.delivery_notice_attachments_locked() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  notice_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.notice_id ELSE NEW.notice_id END;
  notice_status text;
BEGIN
  IF public.hasura_session_role() IN ('handlowiec', 'klient') THEN
    SELECT n.status INTO notice_status FROM public.delivery_notices n WHERE n.id = notice_id;
    -- A notice deleted in the same statement (an organization going) has no status left to protect.
    IF notice_status IS NOT NULL AND notice_status NOT IN ('draft', 'submitted') THEN
      RAISE EXCEPTION 'rule "notice_locked": the attachments of a % notice can no longer be changed', notice_status
        USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE TRIGGER delivery_notice_attachments_locked
BEFORE INSERT OR UPDATE OR DELETE ON public.delivery_notice_attachments
FOR EACH ROW EXECUTE FUNCTION public.delivery_notice_attachments_locked();

CREATE FUNCTION public.delivery_notices_warehouse_active() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('submitted', 'confirmed') AND (
       TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.warehouse_id IS DISTINCT FROM OLD.warehouse_id
     ) AND NOT EXISTS (SELECT 1 FROM public.warehouses w WHERE w.id = NEW.warehouse_id AND w.active) THEN
    RAISE EXCEPTION 'rule "notice_warehouse_inactive": the warehouse takes no new notices' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER delivery_notices_warehouse_active
BEFORE INSERT OR UPDATE OF status, warehouse_id ON public.delivery_notices
FOR EACH ROW EXECUTE FUNCTION public.delivery_notices_warehouse_active();
