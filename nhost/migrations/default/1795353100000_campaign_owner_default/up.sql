-- A new campaign without an owner belongs to whoever creates it: his profile in the campaign's organization
-- (the handlowiec one first, as the owner select offers handlowcy), under any client that inserts it. Fires
-- after campaigns_before_write (triggers run in name order), so the organization is already known.
CREATE FUNCTION public.campaigns_default_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_user_id uuid := public.hasura_session_user_id();
BEGIN
  IF NEW.owner_id IS NULL AND session_user_id IS NOT NULL THEN
    SELECT p.id INTO NEW.owner_id
      FROM public.profiles p
     WHERE p.user_id = session_user_id AND p.org_id = NEW.org_id
     ORDER BY (p.role = 'handlowiec') DESC, p.created_at, p.id
     LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER campaigns_default_owner
BEFORE INSERT ON public.campaigns
FOR EACH ROW EXECUTE FUNCTION public.campaigns_default_owner();
