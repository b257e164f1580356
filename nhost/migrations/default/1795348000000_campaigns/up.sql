-- Kampanie: campaigns and their members, the consent rule (a client is a member of an e-mail, SMS or phone
-- campaign only while he has granted that channel's consent), the status transition table, audit by trigger,
-- and the views the segment count, the results and the dashboards read.

-- The newest consent record of a channel is the client's current state (client_consents is a history).
CREATE FUNCTION public.client_has_consent(p_client_id uuid, p_channel text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT c.granted FROM public.client_consents c
     WHERE c.client_id = p_client_id AND c.channel = p_channel
     ORDER BY c.recorded_at DESC, c.id DESC LIMIT 1
  ), false)
$$;

CREATE TABLE public.campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'phone', 'meeting', 'print')),
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'active', 'paused', 'finished', 'cancelled')),
  starts_on date,
  ends_on date,
  budget numeric(14, 2) CHECK (budget >= 0),
  actual_cost numeric(14, 2) NOT NULL DEFAULT 0 CHECK (actual_cost >= 0),
  description text,
  owner_id uuid REFERENCES public.profiles (id) ON UPDATE CASCADE ON DELETE SET NULL,
  -- The saved client filter, in the shape of the clients list's URL state (q, status, kind, city,
  -- voivodeship, owner, tags).
  segment jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(segment) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  CONSTRAINT campaigns_dates CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on)
);

CREATE INDEX campaigns_org_status_idx ON public.campaigns (org_id, status, starts_on DESC);
CREATE INDEX campaigns_org_starts_idx ON public.campaigns (org_id, starts_on DESC, id);
CREATE INDEX campaigns_owner_idx ON public.campaigns (owner_id);

-- planned → active → paused/finished, paused → active, cancel from planned or paused
-- (@rampa/domain CAMPAIGN_TRANSITIONS mirrors it).
CREATE TABLE public.campaign_status_transitions (
  from_status text NOT NULL,
  to_status text NOT NULL,
  PRIMARY KEY (from_status, to_status)
);

INSERT INTO public.campaign_status_transitions (from_status, to_status) VALUES
  ('planned', 'active'),
  ('planned', 'cancelled'),
  ('active', 'paused'),
  ('active', 'finished'),
  ('paused', 'active'),
  ('paused', 'cancelled');

CREATE FUNCTION public.campaigns_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_role text := public.hasura_session_role();
  session_user_id uuid := public.hasura_session_user_id();
  -- Hasura's own admin role and sessionless scripts (seeds, imports) are not held to the transition table.
  restricted boolean := session_role IS NOT NULL AND session_role <> 'admin';
BEGIN
  IF NEW.org_id IS NULL AND session_user_id IS NOT NULL THEN
    SELECT min(p.org_id::text)::uuid INTO NEW.org_id
      FROM public.profiles p
     WHERE p.user_id = session_user_id
    HAVING count(DISTINCT p.org_id) = 1;
  END IF;
  IF NEW.owner_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.owner_id IS DISTINCT FROM OLD.owner_id OR NEW.org_id <> OLD.org_id)
     AND NOT EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = NEW.owner_id AND p.org_id = NEW.org_id) THEN
    RAISE EXCEPTION 'rule "campaign_owner_other_org": the owner must be a profile of the campaign''s organization'
      USING ERRCODE = '23514';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF restricted AND NEW.status <> 'planned' THEN
      RAISE EXCEPTION 'rule "campaign_transition": a new campaign starts as planned, not %', NEW.status
        USING ERRCODE = '23514';
    END IF;
    NEW.created_by := coalesce(NEW.created_by, session_user_id);
    NEW.updated_by := coalesce(NEW.updated_by, NEW.created_by);
    RETURN NEW;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND restricted AND NOT EXISTS (
    SELECT 1 FROM public.campaign_status_transitions t WHERE t.from_status = OLD.status AND t.to_status = NEW.status
  ) THEN
    RAISE EXCEPTION 'rule "campaign_transition": a campaign cannot go from % to %', OLD.status, NEW.status
      USING ERRCODE = '23514';
  END IF;
  IF NEW.channel IS DISTINCT FROM OLD.channel
     AND EXISTS (SELECT 1 FROM public.campaign_members m WHERE m.campaign_id = NEW.id) THEN
    RAISE EXCEPTION 'rule "campaign_channel_locked": the channel of a campaign with members cannot change'
      USING ERRCODE = '23514';
  END IF;
  NEW.updated_at := now();
  NEW.updated_by := coalesce(session_user_id, NEW.updated_by);
  RETURN NEW;
END
$$;

CREATE TABLE public.campaign_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES public.campaigns (id) ON UPDATE CASCADE ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES public.clients (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- Copied from the campaign by the trigger (permissions and the audit log read it).
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'selected' CHECK (status IN ('selected', 'contacted', 'responded', 'ordered', 'opted_out')),
  contacted_at timestamptz,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT campaign_members_campaign_client_key UNIQUE (campaign_id, client_id)
);

CREATE INDEX campaign_members_client_idx ON public.campaign_members (client_id, status);
CREATE INDEX campaign_members_campaign_status_idx ON public.campaign_members (campaign_id, status);
CREATE INDEX campaign_members_org_idx ON public.campaign_members (org_id);

CREATE TRIGGER campaigns_before_write
BEFORE INSERT OR UPDATE ON public.campaigns
FOR EACH ROW EXECUTE FUNCTION public.campaigns_before_write();

CREATE FUNCTION public.campaign_members_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  campaign public.campaigns;
  session_role text := public.hasura_session_role();
  restricted boolean := session_role IS NOT NULL AND session_role <> 'admin';
BEGIN
  SELECT * INTO campaign FROM public.campaigns c WHERE c.id = NEW.campaign_id;
  NEW.org_id := campaign.org_id;
  IF TG_OP = 'INSERT' OR NEW.client_id IS DISTINCT FROM OLD.client_id THEN
    IF NOT EXISTS (SELECT 1 FROM public.clients c WHERE c.id = NEW.client_id AND c.org_id = campaign.org_id) THEN
      RAISE EXCEPTION 'rule "campaign_member_other_org": the client belongs to another organization'
        USING ERRCODE = '23514';
    END IF;
  END IF;
  IF restricted AND campaign.status IN ('finished', 'cancelled') THEN
    RAISE EXCEPTION 'rule "campaign_closed": the members of a % campaign can no longer change', campaign.status
      USING ERRCODE = '23514';
  END IF;
  -- The consent rule: whoever writes, a member of an e-mail, SMS or phone campaign who is not opted out has
  -- the channel's consent at the moment he is added or moved along the funnel.
  IF campaign.channel IN ('email', 'sms', 'phone') AND NEW.status <> 'opted_out'
     AND (TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.client_id IS DISTINCT FROM OLD.client_id)
     AND NOT public.client_has_consent(NEW.client_id, campaign.channel) THEN
    RAISE EXCEPTION 'rule "campaign_member_consent": the client has not consented to the % channel', campaign.channel
      USING ERRCODE = '23514';
  END IF;
  IF NEW.status IN ('contacted', 'responded', 'ordered') AND NEW.contacted_at IS NULL THEN
    NEW.contacted_at := now();
  END IF;
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER campaign_members_before_write
BEFORE INSERT OR UPDATE ON public.campaign_members
FOR EACH ROW EXECUTE FUNCTION public.campaign_members_before_write();

-- Withdrawing a consent (a newer record that does not grant it) opts the client out of his open memberships
-- on that channel: campaigns not finished or cancelled, members not yet ordered.
CREATE FUNCTION public.client_consents_opt_out() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT public.client_has_consent(NEW.client_id, NEW.channel) THEN
    UPDATE public.campaign_members m
       SET status = 'opted_out',
           note = concat_ws(E'\n', nullif(m.note, ''), 'Zgoda wycofana ' || to_char(now() AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD'))
      FROM public.campaigns c
     WHERE m.campaign_id = c.id
       AND m.client_id = NEW.client_id
       AND c.channel = NEW.channel
       AND c.status IN ('planned', 'active', 'paused')
       AND m.status IN ('selected', 'contacted', 'responded');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER client_consents_opt_out
AFTER INSERT OR UPDATE ON public.client_consents
FOR EACH ROW EXECUTE FUNCTION public.client_consents_opt_out();

CREATE TRIGGER campaigns_audit
AFTER INSERT OR UPDATE OR DELETE ON public.campaigns
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER campaign_members_audit
AFTER INSERT OR UPDATE OR DELETE ON public.campaign_members
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

-- Whether, and if not why not, each client may be contacted on each channel. One row per client and channel;
-- the segment count filters clients by it (`clients.channel_status`).
CREATE VIEW public.client_channel_status AS
SELECT c.id AS client_id,
       c.org_id,
       ch.channel,
       CASE
         WHEN c.status = 'blocked' THEN 'blocked'
         WHEN ch.channel IN ('email', 'sms', 'phone') AND consent.granted IS false THEN 'withdrawn'
         WHEN ch.channel IN ('email', 'sms', 'phone') AND consent.granted IS NULL THEN 'no_consent'
         WHEN ch.channel = 'email' AND c.email IS NULL THEN 'no_address'
         WHEN ch.channel IN ('sms', 'phone') AND c.phone IS NULL THEN 'no_address'
         WHEN ch.channel = 'print' AND (c.street IS NULL OR c.city IS NULL) THEN 'no_address'
         ELSE 'ok'
       END AS reason
  FROM public.clients c
 CROSS JOIN (VALUES ('email'), ('sms'), ('phone'), ('meeting'), ('print')) AS ch (channel)
  LEFT JOIN LATERAL (
    SELECT cc.granted FROM public.client_consents cc
     WHERE cc.client_id = c.id AND cc.channel = ch.channel
     ORDER BY cc.recorded_at DESC, cc.id DESC LIMIT 1
  ) consent ON true;

-- The funnel of each campaign: every member was selected; contacted counts whoever got as far as a contact
-- (an opted-out member too, when he had been contacted before).
CREATE VIEW public.campaign_results AS
SELECT c.id AS campaign_id,
       c.org_id,
       count(m.id)::integer AS selected,
       (count(m.id) FILTER (WHERE m.status IN ('contacted', 'responded', 'ordered') OR m.contacted_at IS NOT NULL))::integer AS contacted,
       (count(m.id) FILTER (WHERE m.status IN ('responded', 'ordered')))::integer AS responded,
       (count(m.id) FILTER (WHERE m.status = 'ordered'))::integer AS ordered,
       (count(m.id) FILTER (WHERE m.status = 'opted_out'))::integer AS opted_out,
       CASE WHEN count(m.id) FILTER (WHERE m.status IN ('contacted', 'responded', 'ordered') OR m.contacted_at IS NOT NULL) > 0
         THEN round(count(m.id) FILTER (WHERE m.status IN ('responded', 'ordered'))::numeric
           / count(m.id) FILTER (WHERE m.status IN ('contacted', 'responded', 'ordered') OR m.contacted_at IS NOT NULL), 4)
       END AS response_rate,
       CASE WHEN count(m.id) FILTER (WHERE m.status IN ('responded', 'ordered')) > 0
         THEN round(c.actual_cost / count(m.id) FILTER (WHERE m.status IN ('responded', 'ordered')), 2)
       END AS cost_per_response
  FROM public.campaigns c
  LEFT JOIN public.campaign_members m ON m.campaign_id = c.id
 GROUP BY c.id;

-- Dashboards. Awizacje per Warsaw day and status: the expression index lets a 30-day window read only its days.
CREATE INDEX delivery_notices_org_day_status_idx
  ON public.delivery_notices (org_id, ((planned_start AT TIME ZONE 'Europe/Warsaw')::date), status);

CREATE VIEW public.delivery_notice_days AS
SELECT d.org_id,
       (d.planned_start AT TIME ZONE 'Europe/Warsaw')::date AS day,
       d.status,
       count(*)::integer AS notices
  FROM public.delivery_notices d
 WHERE d.planned_start IS NOT NULL
 GROUP BY d.org_id, (d.planned_start AT TIME ZONE 'Europe/Warsaw')::date, d.status;

-- Admin's glance: each warehouse's awizacje today, this week (Monday to Sunday, Warsaw) and still to come.
CREATE VIEW public.warehouse_notice_summary AS
SELECT w.id AS warehouse_id,
       w.org_id,
       w.name,
       w.code,
       (SELECT count(*) FROM public.delivery_notices d
         WHERE d.warehouse_id = w.id
           AND d.planned_start >= (date_trunc('day', now() AT TIME ZONE 'Europe/Warsaw') AT TIME ZONE 'Europe/Warsaw')
           AND d.planned_start < ((date_trunc('day', now() AT TIME ZONE 'Europe/Warsaw') + interval '1 day') AT TIME ZONE 'Europe/Warsaw')
           AND d.status NOT IN ('draft', 'cancelled'))::integer AS today,
       (SELECT count(*) FROM public.delivery_notices d
         WHERE d.warehouse_id = w.id
           AND d.planned_start >= (date_trunc('week', now() AT TIME ZONE 'Europe/Warsaw') AT TIME ZONE 'Europe/Warsaw')
           AND d.planned_start < ((date_trunc('week', now() AT TIME ZONE 'Europe/Warsaw') + interval '7 days') AT TIME ZONE 'Europe/Warsaw')
           AND d.status NOT IN ('draft', 'cancelled'))::integer AS this_week
  FROM public.warehouses w;
