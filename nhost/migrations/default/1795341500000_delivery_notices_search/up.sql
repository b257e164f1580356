-- Awizacje search: one lower-case text per notice (number, plates, client name, references, carrier) with a
-- trigram index, so the list's search box is one index scan however many notices an organization has. The
-- slot picker's bookings get a partial index of the ramp-holding statuses.

ALTER TABLE public.delivery_notices ADD COLUMN search_text text NOT NULL DEFAULT '';

-- As in 1795341000000_delivery_notices, plus search_text: kept by the trigger, never an edit of its own.
CREATE OR REPLACE FUNCTION public.delivery_notices_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_role text := public.hasura_session_role();
  session_user_id uuid := public.hasura_session_user_id();
  restricted boolean;
  old_status text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
  status_changed boolean := TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status;
  month_key text;
  next_value integer;
  ramp public.ramps;
  unchanged_columns text[] := ARRAY['status', 'status_comment', 'updated_at', 'updated_by', 'search_text'];
BEGIN
  -- Hasura's own admin role and sessionless scripts are not limited by the role rules.
  restricted := session_role IS NOT NULL AND session_role <> 'admin';

  -- Organization: the warehouse's; the client, ramp and driver must be of the same one.
  SELECT w.org_id INTO NEW.org_id FROM public.warehouses w WHERE w.id = NEW.warehouse_id;
  IF NOT EXISTS (SELECT 1 FROM public.clients c WHERE c.id = NEW.client_id AND c.org_id = NEW.org_id) THEN
    RAISE EXCEPTION 'rule "notice_client_other_org": the client belongs to another organization' USING ERRCODE = '23514';
  END IF;
  IF NEW.ramp_id IS NOT NULL THEN
    SELECT * INTO ramp FROM public.ramps r WHERE r.id = NEW.ramp_id;
    IF ramp.warehouse_id IS DISTINCT FROM NEW.warehouse_id THEN
      RAISE EXCEPTION 'rule "notice_ramp_other_warehouse": the ramp is not at the notice''s warehouse' USING ERRCODE = '23514';
    END IF;
  END IF;
  IF NEW.driver_profile_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.driver_profile_id IS DISTINCT FROM OLD.driver_profile_id)
     AND NOT EXISTS (
       SELECT 1 FROM public.profiles p WHERE p.id = NEW.driver_profile_id AND p.org_id = NEW.org_id AND p.role = 'kierowca'
     ) THEN
    RAISE EXCEPTION 'rule "notice_driver_not_kierowca": the driver must be a kierowca of the organization' USING ERRCODE = '23514';
  END IF;

  IF NEW.planned_end <= NEW.planned_start THEN
    RAISE EXCEPTION 'rule "notice_window": the window must end after it starts' USING ERRCODE = '23514';
  END IF;

  -- Plates: upper case, no spaces or dashes ("WA 12345" → WA12345).
  NEW.truck_plate := nullif(upper(regexp_replace(NEW.truck_plate, '[[:space:]-]', '', 'g')), '');
  NEW.trailer_plate := nullif(upper(regexp_replace(NEW.trailer_plate, '[[:space:]-]', '', 'g')), '');
  NEW.reference_numbers := coalesce(NEW.reference_numbers, '{}');

  IF TG_OP = 'INSERT' THEN
    -- Numbered in the month the notice is made, in Polish time.
    NEW.created_at := coalesce(NEW.created_at, now());
    month_key := to_char(NEW.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM');
    INSERT INTO public.delivery_notice_counters AS c (org_id, period, last_value) VALUES (NEW.org_id, month_key, 1)
    ON CONFLICT (org_id, period) DO UPDATE SET last_value = c.last_value + 1
    RETURNING last_value INTO next_value;
    NEW.number := 'AW/' || month_key || '/' || lpad(next_value::text, 4, '0');
    NEW.created_by := coalesce(NEW.created_by, session_user_id);
    NEW.updated_by := coalesce(NEW.updated_by, NEW.created_by);
  ELSE
    NEW.number := OLD.number;
    NEW.created_by := OLD.created_by;
    NEW.created_at := OLD.created_at;
    NEW.updated_at := now();
    NEW.updated_by := coalesce(session_user_id, NEW.updated_by);
    IF NOT status_changed THEN
      NEW.status_comment := OLD.status_comment;
    END IF;
  END IF;

  IF restricted THEN
    -- Transitions: the domain table decides who may do what.
    IF status_changed AND NOT EXISTS (
      SELECT 1 FROM public.delivery_notice_transitions t
       WHERE t.role = session_role AND t.from_status IS NOT DISTINCT FROM old_status AND t.to_status = NEW.status
    ) THEN
      RAISE EXCEPTION 'rule "notice_transition": % may not change a notice from % to %',
        session_role, coalesce(old_status, '(new)'), NEW.status USING ERRCODE = '23514';
    END IF;
    -- The sales side edits a notice only while it is a draft or submitted; later it may only cancel it.
    IF TG_OP = 'UPDATE' AND session_role IN ('handlowiec', 'klient')
       AND OLD.status NOT IN ('draft', 'submitted')
       AND (to_jsonb(NEW) - unchanged_columns) IS DISTINCT FROM (to_jsonb(OLD) - unchanged_columns) THEN
      RAISE EXCEPTION 'rule "notice_locked": a % notice can no longer be edited', OLD.status USING ERRCODE = '23514';
    END IF;
    -- A klient asks for notices of his own client only.
    IF session_role = 'klient' AND NOT EXISTS (
      SELECT 1 FROM public.profiles p
       WHERE p.user_id = session_user_id AND p.role = 'klient' AND p.client_id = NEW.client_id
    ) THEN
      RAISE EXCEPTION 'rule "notice_klient_own_client": a klient may only request notices for his own company' USING ERRCODE = '23514';
    END IF;
    -- A kierowca reports the arrival of his own notice, and changes nothing else.
    IF session_role = 'kierowca' THEN
      IF NOT EXISTS (
        SELECT 1 FROM public.profiles p
         WHERE p.id = OLD.driver_profile_id AND p.user_id = session_user_id AND p.role = 'kierowca'
      ) THEN
        RAISE EXCEPTION 'rule "notice_kierowca_own": a kierowca may only report on notices assigned to him' USING ERRCODE = '23514';
      END IF;
      IF (to_jsonb(NEW) - unchanged_columns - 'arrived_at'::text) IS DISTINCT FROM (to_jsonb(OLD) - unchanged_columns - 'arrived_at'::text) THEN
        RAISE EXCEPTION 'rule "notice_kierowca_own": a kierowca may only report his arrival' USING ERRCODE = '23514';
      END IF;
    END IF;
  END IF;

  -- What each status needs, whoever sets it.
  IF status_changed THEN
    CASE NEW.status
      WHEN 'confirmed' THEN
        IF NEW.ramp_id IS NULL THEN
          RAISE EXCEPTION 'rule "notice_confirm_needs_ramp": a confirmed notice needs a ramp' USING ERRCODE = '23514';
        END IF;
      WHEN 'rejected' THEN
        IF coalesce(btrim(NEW.rejection_reason), '') = '' THEN
          RAISE EXCEPTION 'rule "notice_reject_needs_reason": a rejection needs a reason' USING ERRCODE = '23514';
        END IF;
      WHEN 'arrived' THEN
        NEW.arrived_at := coalesce(NEW.arrived_at, now());
      WHEN 'in_progress' THEN
        NEW.arrived_at := coalesce(NEW.arrived_at, now());
        NEW.started_at := coalesce(NEW.started_at, now());
      WHEN 'completed' THEN
        IF TG_OP = 'UPDATE' AND EXISTS (
          SELECT 1 FROM public.delivery_notice_items i WHERE i.notice_id = NEW.id AND i.received_quantity IS NULL
        ) THEN
          RAISE EXCEPTION 'rule "notice_complete_needs_received": every goods line needs its received quantity'
            USING ERRCODE = '23514';
        END IF;
        NEW.completed_at := coalesce(NEW.completed_at, now());
      ELSE
        NULL;
    END CASE;
  END IF;

  -- A notice that holds a ramp, or a submitted one asking for a ramp: the ramp is active and fits the
  -- direction, the window is inside the warehouse's opening hours and not taken by a booking (a request
  -- for a slot another notice already holds is refused when it is sent, not only when it is confirmed).
  -- The exclusion constraint backs the holding case up under concurrency.
  IF NEW.status IN ('submitted', 'confirmed', 'arrived', 'in_progress') AND NEW.ramp_id IS NOT NULL AND (
       status_changed OR NEW.ramp_id IS DISTINCT FROM OLD.ramp_id
       OR NEW.planned_start IS DISTINCT FROM OLD.planned_start OR NEW.planned_end IS DISTINCT FROM OLD.planned_end
     ) THEN
    IF (status_changed AND NEW.status IN ('submitted', 'confirmed')) OR NEW.ramp_id IS DISTINCT FROM OLD.ramp_id THEN
      IF NOT ramp.active THEN
        RAISE EXCEPTION 'rule "notice_ramp_inactive": the ramp is not in use' USING ERRCODE = '23514';
      END IF;
      IF ramp.kind <> 'both' AND ramp.kind <> (CASE NEW.direction WHEN 'inbound' THEN 'unloading' ELSE 'loading' END) THEN
        RAISE EXCEPTION 'rule "notice_ramp_kind": the ramp does not serve this direction' USING ERRCODE = '23514';
      END IF;
    END IF;
    IF NOT public.is_within_opening_hours(NEW.warehouse_id, NEW.planned_start, NEW.planned_end) THEN
      RAISE EXCEPTION 'rule "notice_outside_opening_hours": the window is outside the warehouse''s opening hours'
        USING ERRCODE = '23514';
    END IF;
    IF EXISTS (
      SELECT 1 FROM public.delivery_notices d
       WHERE d.ramp_id = NEW.ramp_id AND d.id <> NEW.id AND d.status IN ('confirmed', 'arrived', 'in_progress')
         AND tstzrange(d.planned_start, d.planned_end, '[)') && tstzrange(NEW.planned_start, NEW.planned_end, '[)')
    ) THEN
      RAISE EXCEPTION 'rule "notice_ramp_overlap": the ramp is taken in this window' USING ERRCODE = '23514';
    END IF;
  END IF;

  -- What the list's search box looks in, lower case: number, plates, client, references, carrier.
  NEW.search_text := lower(concat_ws(' ',
    NEW.number, NEW.truck_plate, NEW.trailer_plate,
    (SELECT c.name FROM public.clients c WHERE c.id = NEW.client_id),
    array_to_string(NEW.reference_numbers, ' '), NEW.carrier_name));
  RETURN NEW;
END
$$;

-- search_text follows other columns; its changes are not worth an audit entry.
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
     WHERE o.value IS DISTINCT FROM n.value AND o.key NOT IN ('updated_at', 'updated_by', 'search_text');
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

-- A renamed client is found under the new name.
CREATE FUNCTION public.clients_rename_notices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.delivery_notices SET search_text = '' WHERE client_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER clients_rename_notices
AFTER UPDATE OF name ON public.clients
FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name)
EXECUTE FUNCTION public.clients_rename_notices();

-- The trigger computes it for every existing notice.
UPDATE public.delivery_notices SET search_text = '';

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX delivery_notices_search_trgm_idx ON public.delivery_notices USING gin (search_text gin_trgm_ops)';
  END IF;
END
$$;

CREATE INDEX delivery_notices_holding_idx ON public.delivery_notices (warehouse_id, planned_start)
  WHERE status IN ('confirmed', 'arrived', 'in_progress');

-- The list's default order. Permissions reach the organization through a join (organization → profiles), so
-- no equality on org_id leads the query: this index lets it walk the newest windows first and stop at a page.
CREATE INDEX delivery_notices_start_idx ON public.delivery_notices (planned_start DESC, id);
