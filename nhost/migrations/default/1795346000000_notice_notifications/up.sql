-- Who hears of a notice's status changes: rows in public.notifications written by a trigger on
-- delivery_notice_events, and the e-mail copy of each (sent by the backend's notification mailer through the
-- outbox) unless the recipient switched e-mail off in Profil. Also the slot a magazynier may propose when he
-- rejects a notice.

-- Klient profiles point at their company (added by the clients migration; kept safe if it ever moves).
ALTER TABLE public.profiles ADD COLUMN IF NOT EXISTS client_id uuid REFERENCES public.clients (id);

-- The person's choice in Profil: notifications also by e-mail (default) or only in the app.
ALTER TABLE public.profiles ADD COLUMN IF NOT EXISTS email_notifications boolean NOT NULL DEFAULT true;

-- A rejection may come with another slot the warehouse could take instead.
ALTER TABLE public.delivery_notices
  ADD COLUMN proposed_start timestamptz,
  ADD COLUMN proposed_end timestamptz,
  ADD CONSTRAINT delivery_notices_proposed_window CHECK (
    (proposed_start IS NULL AND proposed_end IS NULL)
    OR (proposed_start IS NOT NULL AND proposed_end IS NOT NULL AND proposed_end > proposed_start)
  );

-- The proposal belongs to a rejection: it is refused on any other status and dropped when the notice leaves
-- `rejected` (a notice is never reopened today, but a proposal must not outlive the answer it was part of).
CREATE FUNCTION public.delivery_notices_proposed_slot() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'rejected' AND (NEW.proposed_start IS NOT NULL OR NEW.proposed_end IS NOT NULL) THEN
    IF TG_OP = 'UPDATE' AND OLD.status = 'rejected' THEN
      NEW.proposed_start := NULL;
      NEW.proposed_end := NULL;
    ELSE
      RAISE EXCEPTION 'rule "notice_proposal_needs_rejection": another slot is proposed only with a rejection'
        USING ERRCODE = '23514';
    END IF;
  END IF;
  IF NEW.proposed_start IS NOT NULL
     AND NOT public.is_within_opening_hours(NEW.warehouse_id, NEW.proposed_start, NEW.proposed_end) THEN
    RAISE EXCEPTION 'rule "notice_outside_opening_hours": the proposed window is outside the warehouse''s opening hours'
      USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER delivery_notices_proposed_slot
BEFORE INSERT OR UPDATE OF status, proposed_start, proposed_end ON public.delivery_notices
FOR EACH ROW EXECUTE FUNCTION public.delivery_notices_proposed_slot();

-- Whether the notification still waits for its e-mail (set by the trigger from the recipient's choice), and
-- when the mailer sent it. The mailer claims pending rows with a conditional UPDATE, so two backends never
-- send one twice.
ALTER TABLE public.notifications
  ADD COLUMN email_pending boolean NOT NULL DEFAULT false,
  ADD COLUMN emailed_at timestamptz;

CREATE INDEX notifications_email_pending_idx ON public.notifications (created_at) WHERE email_pending;

-- Where the notice opens for a person of a role.
CREATE FUNCTION public.notice_link(p_role text, p_notice public.delivery_notices, p_time_zone text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE p_role
    WHEN 'handlowiec' THEN '/handlowiec/awizacje/edit/' || p_notice.id
    WHEN 'klient' THEN '/klient/awizacje/' || p_notice.id
    WHEN 'magazynier' THEN '/magazynier/?warehouse=' || p_notice.warehouse_id
      || coalesce('&day=' || to_char(p_notice.planned_start AT TIME ZONE p_time_zone, 'YYYY-MM-DD'), '')
    ELSE NULL
  END
$$;

-- "25.11.2026 08:00–09:00" in the warehouse's time zone.
CREATE FUNCTION public.notice_window_label(p_start timestamptz, p_end timestamptz, p_time_zone text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_start IS NULL THEN NULL ELSE
    to_char(p_start AT TIME ZONE p_time_zone, 'DD.MM.YYYY HH24:MI') || '–' ||
    CASE WHEN (p_start AT TIME ZONE p_time_zone)::date = (p_end AT TIME ZONE p_time_zone)::date
      THEN to_char(p_end AT TIME ZONE p_time_zone, 'HH24:MI')
      ELSE to_char(p_end AT TIME ZONE p_time_zone, 'DD.MM.YYYY HH24:MI') END
  END
$$;

-- One notice event → notifications. The sales side (the handlowiec who owns the client and the client's
-- klient users) hears of confirmations, rejections, arrivals, completions and no-shows; the organization's
-- magazynierzy hear of new submissions and cancellations. Whoever made the change is not told of it.
-- A seed writing history (backend/src/dev/notices-seed.ts) sets `rampa.notifications` to 'off' in its
-- transaction: past events are not news.
CREATE FUNCTION public.delivery_notice_events_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  n public.delivery_notices;
  w public.warehouses;
  client_name text;
  owner_profile uuid;
  audience text;
  title text;
  body text;
  slot text;
  short_lines integer;
BEGIN
  IF current_setting('rampa.notifications', true) = 'off' THEN
    RETURN NULL;
  END IF;
  SELECT * INTO n FROM public.delivery_notices WHERE id = NEW.notice_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO w FROM public.warehouses WHERE id = n.warehouse_id;
  SELECT c.name, c.owner_id INTO client_name, owner_profile FROM public.clients c WHERE c.id = n.client_id;
  slot := public.notice_window_label(n.planned_start, n.planned_end, w.time_zone);

  CASE NEW.to_status
    WHEN 'submitted' THEN
      audience := 'magazynier';
      title := 'Nowa awizacja ' || n.number;
      body := concat_ws(' · ', client_name, w.name, slot,
        CASE n.direction WHEN 'outbound' THEN 'załadunek' ELSE 'rozładunek' END);
    WHEN 'cancelled' THEN
      -- A draft nobody in the warehouse has seen needs no word.
      IF NEW.from_status IS NULL OR NEW.from_status = 'draft' THEN
        RETURN NULL;
      END IF;
      audience := 'magazynier';
      title := 'Anulowano awizację ' || n.number;
      body := concat_ws(' · ', client_name, w.name, slot);
    WHEN 'confirmed' THEN
      audience := 'sales';
      title := 'Potwierdzono awizację ' || n.number;
      body := concat_ws(' · ', w.name,
        (SELECT 'rampa ' || r.name FROM public.ramps r WHERE r.id = n.ramp_id), slot);
    WHEN 'rejected' THEN
      audience := 'sales';
      title := 'Odrzucono awizację ' || n.number;
      body := concat_ws(' ',
        'Powód: ' || btrim(n.rejection_reason) || '.',
        'Proponowany termin: ' || public.notice_window_label(n.proposed_start, n.proposed_end, w.time_zone) || '.');
    WHEN 'arrived' THEN
      audience := 'sales';
      title := 'Przyjazd do magazynu: ' || n.number;
      body := concat_ws(' · ', w.name, coalesce(n.truck_plate, 'pojazd'),
        'o ' || to_char(coalesce(n.arrived_at, NEW.created_at) AT TIME ZONE w.time_zone, 'HH24:MI'));
    WHEN 'completed' THEN
      audience := 'sales';
      SELECT count(*) INTO short_lines FROM public.delivery_notice_items i
       WHERE i.notice_id = n.id AND i.received_quantity IS DISTINCT FROM i.quantity;
      title := 'Zakończono awizację ' || n.number;
      body := concat_ws(' · ', w.name,
        CASE WHEN short_lines = 0 THEN 'przyjęto zgodnie z awizacją'
             WHEN short_lines = 1 THEN 'różnica ilości w 1 pozycji'
             ELSE 'różnice ilości w ' || short_lines || ' pozycjach' END);
    WHEN 'no_show' THEN
      audience := 'sales';
      title := 'Niestawienie: ' || n.number;
      body := concat_ws(' · ', w.name, slot, 'pojazd nie przyjechał w oknie');
    ELSE
      RETURN NULL;
  END CASE;

  INSERT INTO public.notifications (user_id, org_id, kind, title, body, link, email_pending)
  SELECT DISTINCT ON (p.user_id)
         p.user_id, n.org_id, 'awizacja', left(title, 200), left(body, 2000),
         public.notice_link(p.role, n, w.time_zone),
         p.email_notifications AND u.email IS NOT NULL AND NOT u.disabled
    FROM public.profiles p
    JOIN auth.users u ON u.id = p.user_id
   WHERE p.org_id = n.org_id
     AND p.user_id IS DISTINCT FROM NEW.user_id
     AND CASE audience
           WHEN 'magazynier' THEN p.role = 'magazynier'
           ELSE (p.id = owner_profile AND p.role IN ('handlowiec', 'org_admin'))
                OR (p.role = 'klient' AND p.client_id = n.client_id)
         END
   ORDER BY p.user_id, p.role;
  RETURN NULL;
END
$$;

CREATE TRIGGER delivery_notice_events_notify
AFTER INSERT ON public.delivery_notice_events
FOR EACH ROW EXECUTE FUNCTION public.delivery_notice_events_notify();
