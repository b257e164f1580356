-- A person's notifications (the bell and the "Powiadomienia" panel). Each row belongs to one user; the app
-- only reads his own and may only mark them read (metadata: select and update of read_at, row filter on
-- user_id). What creates them (awizacje, campaigns…) comes with those areas.

CREATE TABLE public.notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE,
  org_id uuid REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- What it is about, for the icon and grouping (e.g. 'awizacja', 'klient', 'system').
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{0,39}$'),
  title text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
  body text CHECK (body IS NULL OR length(body) <= 2000),
  -- Where a click leads: a path of the app only (never another site).
  link text CHECK (link IS NULL OR link ~ '^/($|[^/\\])'),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  CONSTRAINT notifications_read_after_created CHECK (read_at IS NULL OR read_at >= created_at)
);

-- The panel lists a user's newest first; the badge counts his unread ones.
CREATE INDEX notifications_user_created_idx ON public.notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread_idx ON public.notifications (user_id) WHERE read_at IS NULL;

-- Read stays read: once set, read_at neither moves nor goes back to unread, whoever writes it. The moment of
-- reading is the server's clock (a device's clock may be behind created_at); the value sent only says "read".
CREATE FUNCTION public.notifications_keep_read_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.read_at IS NOT NULL THEN
    NEW.read_at := OLD.read_at;
  ELSIF NEW.read_at IS NOT NULL THEN
    NEW.read_at := greatest(now(), OLD.created_at);
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER notifications_keep_read_at
BEFORE UPDATE OF read_at ON public.notifications
FOR EACH ROW EXECUTE FUNCTION public.notifications_keep_read_at();
