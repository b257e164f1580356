-- Awizacje: warehouses, their ramps, delivery notices with goods lines, attachments and a status history.
-- Every rule lives here so it holds under any GraphQL engine. A refusal is SQLSTATE 23514 with the message
-- `rule "<name>": <explanation>`; the sdk maps the name to a Polish sentence (NOTICE_RULES).

-- The ramp-overlap exclusion constraint needs `=` on uuid in a GiST index. PGlite loads the extension
-- from its contrib bundle (backend/src/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Opening hours per ISO weekday ("1" Monday … "7" Sunday): {"1": {"open": "06:00", "close": "22:00"}, …};
-- a missing or null day is closed.
CREATE FUNCTION public.is_valid_opening_hours(value jsonb) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  day record;
BEGIN
  IF value IS NULL OR jsonb_typeof(value) <> 'object' THEN
    RETURN false;
  END IF;
  FOR day IN SELECT key, v FROM jsonb_each(value) AS e(key, v) LOOP
    IF day.key !~ '^[1-7]$' THEN
      RETURN false;
    END IF;
    CONTINUE WHEN jsonb_typeof(day.v) = 'null';
    IF jsonb_typeof(day.v) <> 'object'
       OR coalesce(day.v ->> 'open', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
       OR coalesce(day.v ->> 'close', '') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
       OR (day.v ->> 'open') >= (day.v ->> 'close') THEN
      RETURN false;
    END IF;
  END LOOP;
  RETURN true;
END
$$;

CREATE TABLE public.warehouses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{0,15}$'),
  name text NOT NULL CHECK (btrim(name) <> ''),
  address text,
  time_zone text NOT NULL DEFAULT 'Europe/Warsaw',
  opening_hours jsonb NOT NULL DEFAULT
    '{"1": {"open": "06:00", "close": "22:00"}, "2": {"open": "06:00", "close": "22:00"},
      "3": {"open": "06:00", "close": "22:00"}, "4": {"open": "06:00", "close": "22:00"},
      "5": {"open": "06:00", "close": "22:00"}, "6": {"open": "07:00", "close": "14:00"}}'::jsonb,
  slot_minutes integer NOT NULL DEFAULT 30 CHECK (slot_minutes IN (15, 20, 30, 45, 60, 90, 120)),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT warehouses_org_id_code_key UNIQUE (org_id, code),
  CONSTRAINT warehouses_opening_hours CHECK (public.is_valid_opening_hours(opening_hours))
);

CREATE TABLE public.ramps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Copied from the warehouse by the trigger.
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  warehouse_id uuid NOT NULL REFERENCES public.warehouses (id) ON UPDATE CASCADE ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{0,15}$'),
  name text NOT NULL CHECK (btrim(name) <> ''),
  kind text NOT NULL DEFAULT 'both' CHECK (kind IN ('unloading', 'loading', 'both')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ramps_warehouse_id_code_key UNIQUE (warehouse_id, code)
);

CREATE INDEX ramps_org_idx ON public.ramps (org_id);

CREATE FUNCTION public.warehouses_before_write() RETURNS trigger
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

CREATE TRIGGER warehouses_before_write
BEFORE INSERT OR UPDATE ON public.warehouses
FOR EACH ROW EXECUTE FUNCTION public.warehouses_before_write();

CREATE TRIGGER ramps_before_write
BEFORE INSERT OR UPDATE ON public.ramps
FOR EACH ROW EXECUTE FUNCTION public.warehouses_before_write();

-- Which role may move a notice from one status to another. from_status NULL is the status a new notice
-- may be inserted with. A session without a role (admin scripts, seeds) is not limited by role. The same
-- table is NOTICE_ROLE_TRANSITIONS in domain/src/notices.ts; backend/src/dev/notices.test.ts compares them.
CREATE TABLE public.delivery_notice_transitions (
  role text NOT NULL CHECK (role IN ('handlowiec', 'magazynier', 'kierowca', 'klient', 'org_admin')),
  from_status text,
  to_status text NOT NULL
);

CREATE UNIQUE INDEX delivery_notice_transitions_key
  ON public.delivery_notice_transitions (role, coalesce(from_status, ''), to_status);

INSERT INTO public.delivery_notice_transitions (role, from_status, to_status) VALUES
  ('handlowiec', NULL, 'draft'),
  ('handlowiec', NULL, 'submitted'),
  ('handlowiec', 'draft', 'submitted'),
  ('handlowiec', 'draft', 'cancelled'),
  ('handlowiec', 'submitted', 'cancelled'),
  ('handlowiec', 'confirmed', 'cancelled'),
  ('klient', NULL, 'submitted'),
  ('klient', 'submitted', 'cancelled'),
  ('magazynier', 'submitted', 'confirmed'),
  ('magazynier', 'submitted', 'rejected'),
  ('magazynier', 'confirmed', 'arrived'),
  ('magazynier', 'confirmed', 'no_show'),
  ('magazynier', 'arrived', 'in_progress'),
  ('magazynier', 'in_progress', 'completed'),
  ('kierowca', 'confirmed', 'arrived');

-- The organization administrator may do whatever any role of his organization may.
INSERT INTO public.delivery_notice_transitions (role, from_status, to_status)
SELECT DISTINCT 'org_admin', from_status, to_status FROM public.delivery_notice_transitions;

-- The last number given out per organization and month; the row lock serialises concurrent inserts, and
-- a rolled-back insert rolls its increment back with it, so numbers have no gaps.
CREATE TABLE public.delivery_notice_counters (
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  period text NOT NULL CHECK (period ~ '^[0-9]{4}/[0-9]{2}$'),
  last_value integer NOT NULL,
  PRIMARY KEY (org_id, period)
);

CREATE TABLE public.delivery_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Copied from the warehouse by the trigger.
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- AW/RRRR/MM/NNNN, given by the trigger.
  number text NOT NULL CHECK (number ~ '^AW/[0-9]{4}/[0-9]{2}/[0-9]{4,}$'),
  direction text NOT NULL DEFAULT 'inbound' CHECK (direction IN ('inbound', 'outbound')),
  status text NOT NULL DEFAULT 'draft' CHECK (
    status IN ('draft', 'submitted', 'confirmed', 'arrived', 'in_progress', 'completed', 'rejected', 'cancelled', 'no_show')
  ),
  -- NO ACTION (checked at the end of the statement) so deleting an organization still cascades; a direct
  -- delete of a client with notices is refused by clients_keep_notices() first.
  client_id uuid NOT NULL REFERENCES public.clients (id) ON UPDATE CASCADE,
  warehouse_id uuid NOT NULL REFERENCES public.warehouses (id) ON UPDATE CASCADE,
  ramp_id uuid REFERENCES public.ramps (id) ON UPDATE CASCADE,
  planned_start timestamptz,
  planned_end timestamptz,
  carrier_name text,
  truck_plate text CHECK (truck_plate IS NULL OR truck_plate ~ '^[A-Z0-9]{2,10}$'),
  trailer_plate text CHECK (trailer_plate IS NULL OR trailer_plate ~ '^[A-Z0-9]{2,10}$'),
  driver_profile_id uuid REFERENCES public.profiles (id) ON UPDATE CASCADE ON DELETE SET NULL,
  driver_name text,
  driver_phone text CHECK (driver_phone IS NULL OR driver_phone ~ '^\+?[0-9 ()-]{6,20}$'),
  pallets integer CHECK (pallets >= 0),
  weight_kg numeric(10, 1) CHECK (weight_kg >= 0),
  adr boolean NOT NULL DEFAULT false,
  reference_numbers text[] NOT NULL DEFAULT '{}',
  notes text,
  -- The comment of the latest status change, copied into its delivery_notice_events row.
  status_comment text,
  arrived_at timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  rejection_reason text,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT delivery_notices_org_id_number_key UNIQUE (org_id, number),
  CONSTRAINT delivery_notices_window CHECK (planned_end > planned_start),
  CONSTRAINT delivery_notices_window_needed CHECK (
    status IN ('draft', 'cancelled') OR (planned_start IS NOT NULL AND planned_end IS NOT NULL)
  ),
  -- Two magazynierzy confirming the same slot at once: one wins, the other gets an exclusion violation.
  CONSTRAINT delivery_notices_ramp_overlap EXCLUDE USING gist (
    ramp_id WITH =,
    tstzrange(planned_start, planned_end, '[)') WITH &&
  ) WHERE (status IN ('confirmed', 'arrived', 'in_progress'))
);

CREATE INDEX delivery_notices_org_start_idx ON public.delivery_notices (org_id, planned_start DESC, id);
CREATE INDEX delivery_notices_org_status_start_idx ON public.delivery_notices (org_id, status, planned_start DESC);
CREATE INDEX delivery_notices_org_created_idx ON public.delivery_notices (org_id, created_at DESC, id);
CREATE INDEX delivery_notices_warehouse_start_idx ON public.delivery_notices (warehouse_id, planned_start);
CREATE INDEX delivery_notices_ramp_start_idx ON public.delivery_notices (ramp_id, planned_start);
CREATE INDEX delivery_notices_client_start_idx ON public.delivery_notices (client_id, planned_start DESC);
CREATE INDEX delivery_notices_driver_idx ON public.delivery_notices (driver_profile_id, planned_start DESC);
CREATE INDEX delivery_notices_truck_plate_idx ON public.delivery_notices (org_id, truck_plate);

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX delivery_notices_number_trgm_idx ON public.delivery_notices USING gin (number gin_trgm_ops)';
    EXECUTE 'CREATE INDEX delivery_notices_truck_plate_trgm_idx ON public.delivery_notices USING gin (truck_plate gin_trgm_ops)';
    EXECUTE 'CREATE INDEX delivery_notices_trailer_plate_trgm_idx ON public.delivery_notices USING gin (trailer_plate gin_trgm_ops)';
  END IF;
END
$$;

-- Whether [start, end) lies inside one day's opening hours of the warehouse, in its time zone.
CREATE FUNCTION public.is_within_opening_hours(p_warehouse_id uuid, p_start timestamptz, p_end timestamptz)
RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
DECLARE
  w public.warehouses;
  local_start timestamp;
  local_end timestamp;
  day jsonb;
BEGIN
  SELECT * INTO w FROM public.warehouses WHERE id = p_warehouse_id;
  IF NOT FOUND OR p_start IS NULL OR p_end IS NULL THEN
    RETURN false;
  END IF;
  local_start := p_start AT TIME ZONE w.time_zone;
  local_end := p_end AT TIME ZONE w.time_zone;
  day := w.opening_hours -> extract(isodow FROM local_start)::int::text;
  IF day IS NULL OR jsonb_typeof(day) <> 'object' THEN
    RETURN false;
  END IF;
  RETURN local_start >= local_start::date + (day ->> 'open')::time
     AND local_end <= local_start::date + (day ->> 'close')::interval;
END
$$;

CREATE FUNCTION public.delivery_notices_before_write() RETURNS trigger
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
  unchanged_columns text[] := ARRAY['status', 'status_comment', 'updated_at', 'updated_by'];
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
  RETURN NEW;
END
$$;

CREATE TRIGGER delivery_notices_before_write
BEFORE INSERT OR UPDATE ON public.delivery_notices
FOR EACH ROW EXECUTE FUNCTION public.delivery_notices_before_write();

CREATE TABLE public.delivery_notice_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  notice_id uuid NOT NULL REFERENCES public.delivery_notices (id) ON UPDATE CASCADE ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES public.products (id) ON UPDATE CASCADE,
  quantity numeric(12, 3) NOT NULL CHECK (quantity > 0),
  received_quantity numeric(12, 3) CHECK (received_quantity >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX delivery_notice_items_notice_idx ON public.delivery_notice_items (notice_id);
CREATE INDEX delivery_notice_items_product_idx ON public.delivery_notice_items (product_id);

CREATE TABLE public.delivery_notice_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  notice_id uuid NOT NULL REFERENCES public.delivery_notices (id) ON UPDATE CASCADE ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES storage.files (id) ON UPDATE CASCADE ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'other' CHECK (kind IN ('cmr', 'wz', 'other')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT delivery_notice_attachments_notice_file_key UNIQUE (notice_id, file_id)
);

CREATE INDEX delivery_notice_attachments_file_idx ON public.delivery_notice_attachments (file_id);

CREATE FUNCTION public.delivery_notice_children_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_role text := public.hasura_session_role();
  notice_status text;
BEGIN
  SELECT n.org_id, n.status INTO NEW.org_id, notice_status FROM public.delivery_notices n WHERE n.id = NEW.notice_id;
  IF TG_TABLE_NAME = 'delivery_notice_items' THEN
    IF TG_OP = 'UPDATE' THEN
      NEW.updated_at := now();
    END IF;
    IF NOT EXISTS (SELECT 1 FROM public.products p WHERE p.id = NEW.product_id AND p.org_id = NEW.org_id) THEN
      RAISE EXCEPTION 'rule "notice_product_other_org": the product belongs to another organization' USING ERRCODE = '23514';
    END IF;
    IF session_role IN ('handlowiec', 'klient') AND notice_status NOT IN ('draft', 'submitted') THEN
      RAISE EXCEPTION 'rule "notice_locked": the goods of a % notice can no longer be changed', notice_status
        USING ERRCODE = '23514';
    END IF;
  ELSE
    NEW.created_by := coalesce(NEW.created_by, public.hasura_session_user_id());
    IF NOT EXISTS (SELECT 1 FROM storage.files f WHERE f.id = NEW.file_id AND f.bucket_id = 'attachments') THEN
      RAISE EXCEPTION 'rule "notice_attachment_bucket": attachments must be files of the attachments bucket'
        USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER delivery_notice_items_before_write
BEFORE INSERT OR UPDATE ON public.delivery_notice_items
FOR EACH ROW EXECUTE FUNCTION public.delivery_notice_children_before_write();

CREATE TRIGGER delivery_notice_attachments_before_write
BEFORE INSERT OR UPDATE ON public.delivery_notice_attachments
FOR EACH ROW EXECUTE FUNCTION public.delivery_notice_children_before_write();

-- Removing a line from a notice the sales side can no longer edit.
CREATE FUNCTION public.delivery_notice_items_before_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF public.hasura_session_role() IN ('handlowiec', 'klient') AND EXISTS (
    SELECT 1 FROM public.delivery_notices n WHERE n.id = OLD.notice_id AND n.status NOT IN ('draft', 'submitted')
  ) THEN
    RAISE EXCEPTION 'rule "notice_locked": the goods of this notice can no longer be changed' USING ERRCODE = '23514';
  END IF;
  RETURN OLD;
END
$$;

CREATE TRIGGER delivery_notice_items_before_delete
BEFORE DELETE ON public.delivery_notice_items
FOR EACH ROW EXECUTE FUNCTION public.delivery_notice_items_before_delete();

-- One row per status change (and the creation), written by the trigger below.
CREATE TABLE public.delivery_notice_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  notice_id uuid NOT NULL REFERENCES public.delivery_notices (id) ON UPDATE CASCADE ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  user_id uuid,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX delivery_notice_events_notice_idx ON public.delivery_notice_events (notice_id, created_at);

CREATE FUNCTION public.delivery_notices_record_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO public.delivery_notice_events (org_id, notice_id, from_status, to_status, user_id, comment)
    VALUES (
      NEW.org_id,
      NEW.id,
      CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
      NEW.status,
      public.hasura_session_user_id(),
      NEW.status_comment
    );
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER delivery_notices_record_event
AFTER INSERT OR UPDATE OF status ON public.delivery_notices
FOR EACH ROW EXECUTE FUNCTION public.delivery_notices_record_event();

-- A client with notices stays: they are the warehouse's record. Deleting the whole organization (a
-- cascade, one trigger level down) still removes both.
CREATE FUNCTION public.clients_keep_notices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND EXISTS (SELECT 1 FROM public.delivery_notices n WHERE n.client_id = OLD.id) THEN
    RAISE EXCEPTION 'rule "client_has_notices": the client has delivery notices; make it inactive instead'
      USING ERRCODE = '23514';
  END IF;
  RETURN OLD;
END
$$;

CREATE TRIGGER clients_keep_notices
BEFORE DELETE ON public.clients
FOR EACH ROW EXECUTE FUNCTION public.clients_keep_notices();

CREATE TRIGGER warehouses_audit
AFTER INSERT OR UPDATE OR DELETE ON public.warehouses
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER ramps_audit
AFTER INSERT OR UPDATE OR DELETE ON public.ramps
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER delivery_notices_audit
AFTER INSERT OR UPDATE OR DELETE ON public.delivery_notices
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER delivery_notice_items_audit
AFTER INSERT OR UPDATE OR DELETE ON public.delivery_notice_items
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER delivery_notice_attachments_audit
AFTER INSERT OR UPDATE OR DELETE ON public.delivery_notice_attachments
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();
